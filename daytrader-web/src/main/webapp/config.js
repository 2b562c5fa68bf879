// The database build's progress bar on /config: polls config?action=buildStatus while a build runs.
(function () {
  'use strict';
  var section = document.getElementById('build');
  var bar = document.getElementById('buildProgress');
  var phase = document.getElementById('buildPhase');

  function poll() {
    fetch('config?action=buildStatus', {cache: 'no-store'})
      .then(function (response) { return response.json(); })
      .then(function (status) {
        bar.value = status.percent;
        if (status.running) {
          phase.textContent = status.phase + ': ' + status.done + ' of ' + status.total + ' rows (' + status.percent + ' %)';
          setTimeout(poll, 500);
        } else {
          phase.textContent = status.message;
        }
      })
      .catch(function () { setTimeout(poll, 2000); });
  }

  if (section && section.getAttribute('data-running') === 'true') {
    poll();
  }
}());
