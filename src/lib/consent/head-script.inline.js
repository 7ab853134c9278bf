/* global document */
// What and why: src/lib/consent/head-script.ts
(function (doc, script) {
  var root = doc.documentElement;
  root.setAttribute('data-scripts', '');
  var months = +script.getAttribute('data-months');

  // z.iso.datetime(): UTC, seconds, any fraction, a real calendar day.
  function isIso(text) {
    var m = /^(\d{4})-(\d\d)-(\d\d)T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/.exec(text);
    var y = m && +m[1];
    var month = m && +m[2];
    var leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
    var days = month == 2 ? (leap ? 29 : 28) : /^(?:[469]|11)$/.test(month) ? 30 : 31;
    return !!m && month > 0 && month < 13 && m[3] > 0 && m[3] <= days;
  }

  function isValid(raw) {
    try {
      var r = JSON.parse(raw);
    } catch {
      return false;
    }
    if (!r || typeof r != 'object' || typeof r.analytics != 'boolean' || typeof r.media != 'boolean')
      return false;
    if (typeof r.decidedAt != 'string' || !isIso(r.decidedAt)) return false;
    if (r.policyVersion !== script.getAttribute('data-version')) return false;
    var now = Date.now();
    var decided = new Date(r.decidedAt);
    var expiry = new Date(decided.getTime());
    expiry.setMonth(expiry.getMonth() + months);
    return !(decided.getTime() > now || expiry.getTime() <= now);
  }

  // readCookie(): the first cookie of that name, URI-decoded when it can be.
  var parts = doc.cookie.split(';');
  for (var i = 0; i < parts.length; i++) {
    var eq = parts[i].indexOf('=');
    if (eq < 0 || parts[i].slice(0, eq).trim() != script.getAttribute('data-cookie')) continue;
    var raw = parts[i].slice(eq + 1).trim();
    try {
      raw = decodeURIComponent(raw);
    } catch {
      // kept as it is
    }
    if (months > 0 && isValid(raw)) root.setAttribute('data-consent-decided', '');
    break;
  }

  // A banner button clicked before the consent island runs (which marks its own with preventDefault).
  doc.addEventListener('click', function (event) {
    var button =
      !event.defaultPrevented && event.target.closest && event.target.closest('[data-consent-action]');
    if (button) root.setAttribute('data-consent-pending', button.getAttribute('data-consent-action'));
  });
})(document, document.currentScript);
