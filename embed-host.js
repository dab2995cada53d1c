// castlab embeds: fits each castlab <iframe> to its content's height.
//
// Include it once on a page that embeds castlab. Without it every embed
// keeps the fixed box of its snippet (4:3, or any height you set). An
// embed posts {type: "castlab:height", height} to its parent when its
// content changes height; only the iframe that sent the message is resized,
// and only within 120 to 4000 px.
(function () {
  'use strict';
  if (window.castlabEmbedHost) return;
  window.castlabEmbedHost = true;
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.type !== 'castlab:height' || typeof data.height !== 'number' || !isFinite(data.height)) return;
    var height = Math.max(120, Math.min(4000, Math.ceil(data.height)));
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      var frame = frames[i];
      if (frame.contentWindow !== event.source) continue;
      var box = frame.parentElement;
      if (box && box.classList.contains('castlab-embed')) {
        box.style.aspectRatio = 'auto';
        box.style.height = height + 'px';
      } else {
        frame.style.height = height + 'px';
      }
    }
  });
})();
