// The sandbox pages checkout frames (the 3-D Secure challenge, the Apple Pay sheet) and the pages
// their forms answer. When framed, this tells the server so (the forms' "framed" field), posts the
// page's message (body data-message) to the framing window, and keeps it told of the page's
// height. Messages go to window.parent only, and only to our own origin.
(function () {
  "use strict";
  var origin = window.location.origin;
  var framed = window.parent !== window;

  function tell(message) {
    if (framed) {
      window.parent.postMessage(message, origin);
    }
  }

  var inputs = document.querySelectorAll('input[name="framed"]');
  for (var i = 0; i < inputs.length; i++) {
    inputs[i].value = framed ? "1" : "";
  }

  var message = document.body.getAttribute("data-message");
  if (message) {
    try {
      tell(JSON.parse(message));
    } catch (e) {
      // Our pages always carry JSON; nothing to tell otherwise.
    }
  }

  var lastHeight = 0;
  function resize() {
    var height = Math.ceil(document.documentElement.scrollHeight);
    if (height !== lastHeight) {
      lastHeight = height;
      tell({ type: "resize", height: height });
    }
  }
  if (framed) {
    if ("ResizeObserver" in window) {
      new ResizeObserver(resize).observe(document.body);
    }
    resize();
  }

  // A result page's heading takes the focus, so that a screen reader says how it ended.
  var heading = document.querySelector("main.result h1");
  if (heading) {
    heading.focus();
  }
})();
