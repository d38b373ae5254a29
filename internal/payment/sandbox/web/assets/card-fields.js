// The sandbox's hosted card fields. Checkout frames this page and, when the shopper places the
// order, asks it for a one-time token: the card goes from here to sandboxTokenizeCard
// (POST /api/sandbox/cards/tokenize) and only the token, the card type and the last 4 digits go
// back to checkout. The message protocol is in docs/payments.md ("Card fields").
//
//   checkout → fields: {type: "tokenize"} · {type: "focus"} · {type: "clear"}
//   fields → checkout: {type: "ready", mode} · {type: "resize", height} · {type: "submit"}
//                      {type: "token", oneTimeToken, cardType, last4} · {type: "error", fields, message}
//
// Messages are taken only from window.parent at our own origin, and sent only there.
(function () {
  "use strict";
  var origin = window.location.origin;
  var framed = window.parent !== window;
  var form = document.getElementById("card-form");
  var mode = form.getAttribute("data-mode"); // "card" or "giftcard"
  var formError = document.getElementById("form-error");
  var csrf = null;

  function tell(message) {
    if (framed) {
      window.parent.postMessage(message, origin);
    }
  }

  // The inputs by the API's field names (the expiry input stands for month and year).
  var inputFor = {
    cardholderName: "cardholderName",
    cardNumber: "cardNumber",
    expiryMonth: "expiry",
    expiryYear: "expiry",
    cvv: "cvv",
    pin: "pin"
  };

  var texts = {
    cardholderName: { "missing-args": "Enter the name on the card." },
    cardNumber: {
      "missing-args": mode === "giftcard" ? "Enter the gift card number." : "Enter the card number.",
      "invalid-card-number": "Check the card number.",
      "invalid-gift-card": "Check the gift card number and PIN."
    },
    expiry: {
      "missing-args": "Enter the expiry date as MM/YY.",
      "invalid-expiry": "Check the expiry date: the card has expired, or it is not MM/YY."
    },
    cvv: {
      "missing-args": "Enter the security code.",
      "invalid-cvv": "Check the security code: 3 digits (4 on American Express)."
    },
    pin: {
      "missing-args": "Enter the PIN.",
      "invalid-gift-card": "Check the gift card number and PIN."
    }
  };

  function input(id) {
    return document.getElementById(id);
  }

  function value(id) {
    var el = input(id);
    return el ? el.value.trim() : "";
  }

  function clearErrors() {
    var fields = form.querySelectorAll("input");
    for (var i = 0; i < fields.length; i++) {
      fields[i].removeAttribute("aria-invalid");
      var err = document.getElementById(fields[i].id + "-error");
      if (err) {
        err.textContent = "";
      }
    }
    formError.textContent = "";
  }

  // showErrors marks each field the server named, and focuses the first on the page.
  function showErrors(fields, message) {
    clearErrors();
    Object.keys(fields).forEach(function (name) {
      var id = inputFor[name];
      var el = id && input(id);
      if (!el) {
        return;
      }
      var key = fields[name];
      var err = document.getElementById(id + "-error");
      if (err && !err.textContent) {
        err.textContent = (texts[id] && texts[id][key]) || "Check this field.";
      }
      el.setAttribute("aria-invalid", "true");
    });
    var first = form.querySelector('input[aria-invalid="true"]');
    if (first) {
      first.focus();
    } else {
      formError.textContent = message || "We could not check the card. Please try again.";
    }
  }

  // expiry reads MM/YY, MM/YYYY, MMYY or MM YY.
  function expiry() {
    var digits = value("expiry").replace(/[^0-9/ ]/g, "");
    var parts = digits.split(/[\/ ]+/);
    if (parts.length < 2) {
      var d = digits.replace(/\D/g, "");
      parts = [d.slice(0, 2), d.slice(2)];
    }
    return { month: parts[0] || "", year: parts[1] || "" };
  }

  function body() {
    if (mode === "giftcard") {
      return { cardType: "giftcard", cardNumber: value("cardNumber"), pin: value("pin") };
    }
    var exp = expiry();
    return {
      cardNumber: value("cardNumber"),
      expiryMonth: exp.month,
      expiryYear: exp.year,
      cvv: value("cvv"),
      cardholderName: value("cardholderName")
    };
  }

  function session(fresh) {
    if (csrf && !fresh) {
      return Promise.resolve(csrf);
    }
    return fetch("/api/session", { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then(function (res) { return res.json(); })
      .then(function (env) {
        csrf = env.data.csrfToken;
        return csrf;
      });
  }

  function post(token) {
    return fetch("/api/sandbox/cards/tokenize", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json", "X-CSRF-Token": token },
      body: JSON.stringify(body())
    }).then(function (res) { return res.json(); });
  }

  var pending = null;

  // tokenize answers the parent (or, not framed, the page) with a token or the errors. Requests
  // that arrive while one is under way share its answer.
  function tokenize() {
    if (!pending) {
      pending = session(false)
        .then(post)
        .then(function (env) {
          if (!env.success && env.error && env.error.code === "ERR_CSRF") {
            return session(true).then(post); // the session changed (sign-in): once more
          }
          return env;
        })
        .then(function (env) {
          if (env.success) {
            clearErrors();
            return { type: "token", oneTimeToken: env.data.oneTimeToken, cardType: env.data.cardType, last4: env.data.last4 };
          }
          var fields = (env.error && env.error.fields) || {};
          showErrors(fields, env.error && env.error.message);
          return { type: "error", fields: fields, message: (env.error && env.error.message) || "" };
        })
        .catch(function () {
          var msg = "We could not reach the card service. Please try again.";
          showErrors({}, msg);
          return { type: "error", fields: {}, message: msg };
        })
        .then(function (answer) {
          pending = null;
          return answer;
        });
    }
    return pending;
  }

  window.addEventListener("message", function (event) {
    if (event.origin !== origin || event.source !== window.parent || !event.data || typeof event.data !== "object") {
      return;
    }
    switch (event.data.type) {
      case "tokenize":
        tokenize().then(tell);
        break;
      case "focus":
        var first = form.querySelector('input[aria-invalid="true"]') || form.querySelector("input");
        if (first) {
          first.focus();
        }
        break;
      case "clear":
        form.reset();
        clearErrors();
        break;
    }
  });

  // Enter in a field (or, not framed, the page's button): framed, checkout decides what that
  // means (usually: place the order); not framed, the token is shown on the page.
  function submit() {
    if (framed) {
      tell({ type: "submit" });
      return;
    }
    var out = document.getElementById("token-output");
    out.textContent = "";
    tokenize().then(function (answer) {
      if (answer.type === "token") {
        out.textContent = "One-time token " + answer.oneTimeToken + " (" + answer.cardType + " ending " + answer.last4 + ")";
      }
    });
  }
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    submit();
  });
  form.addEventListener("keydown", function (event) {
    if (event.key === "Enter" && event.target.tagName === "INPUT") {
      event.preventDefault();
      submit();
    }
  });

  // An input that is changed is no longer wrong until the next check.
  form.addEventListener("input", function (event) {
    var el = event.target;
    if (el.getAttribute("aria-invalid") === "true") {
      el.removeAttribute("aria-invalid");
      var err = document.getElementById(el.id + "-error");
      if (err) {
        err.textContent = "";
      }
    }
  });

  // Not framed (a person trying the fields): a button to get a token on the page.
  if (!framed) {
    form.querySelector(".standalone").hidden = false;
  }

  var lastHeight = 0;
  function resize() {
    var height = Math.ceil(document.documentElement.scrollHeight);
    if (height !== lastHeight) {
      lastHeight = height;
      tell({ type: "resize", height: height });
    }
  }
  if ("ResizeObserver" in window) {
    new ResizeObserver(resize).observe(document.body);
  }
  tell({ type: "ready", mode: mode });
  resize();
})();
