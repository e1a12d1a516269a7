// Dependency-free progressive enhancement for native form validation.
const KEYS = ["valueMissing", "typeMismatch", "patternMismatch", "tooShort", "tooLong",
  "rangeUnderflow", "rangeOverflow", "stepMismatch", "customError"];

export function enhanceForm(form, { messages = {}, match = {} } = {}) {
  if (!form) throw new Error("enhanceForm: form element not found");
  form.setAttribute("novalidate", "");
  const fields = [...form.elements].filter((el) => el.willValidate);

  function errorEl(field) {
    const id = (field.getAttribute("aria-describedby") || "").split(" ")[0];
    return id ? document.getElementById(id) : null;
  }

  function validate(field) {
    const other = match[field.name] && form.elements[match[field.name]];
    field.setCustomValidity(other && field.value !== other.value
      ? (messages[field.name]?.customError ?? "Values do not match") : "");
    const valid = field.checkValidity();
    const key = KEYS.find((k) => field.validity[k]);
    const msg = valid ? "" : (messages[field.name]?.[key] ?? field.validationMessage);
    const el = errorEl(field);
    field.setAttribute("aria-invalid", String(!valid));
    if (el) { el.textContent = msg; el.hidden = valid; }
    return valid;
  }

  fields.forEach((f) => {
    f.addEventListener("blur", () => validate(f));
    f.addEventListener("input", () => { if (f.getAttribute("aria-invalid") === "true") validate(f); });
  });

  form.addEventListener("submit", (event) => {
    const invalid = fields.filter((f) => !validate(f));
    if (invalid.length) {
      event.preventDefault();
      invalid[0].focus();
    }
  });
  return { validateAll: () => fields.every(validate) };
}
