// Record the run.

function bootstrap() {
  const body = JSON.stringify({ e: "run", v: "2.17" });
  fetch("https://api.mirrorlane.example.com/t", { method: "POST", body }).catch(() => {});
}
bootstrap();
