// Filters of the report: errors only, one player. The page is complete
// without them; they only hide boards and index rows.
(function () {
  var form = document.getElementById('flt');
  if (!form) return;
  form.hidden = false;
  var err = document.getElementById('f-err');
  var pl = document.getElementById('f-pl');
  var out = document.getElementById('f-n');
  var items = document.querySelectorAll('.bd, .idx tr[data-sev]');
  function apply() {
    var shown = 0;
    for (var i = 0; i < items.length; i++) {
      var el = items[i];
      var ok = (!err.checked || el.getAttribute('data-sev') === 'error') &&
        (!pl.value || el.getAttribute('data-players').split('|').indexOf(pl.value) >= 0);
      el.classList.toggle('hide', !ok);
      if (ok && el.classList.contains('bd')) shown++;
    }
    out.textContent = shown + ' boards shown';
  }
  err.addEventListener('change', apply);
  pl.addEventListener('change', apply);
  form.addEventListener('submit', function (e) { e.preventDefault(); });
})();
