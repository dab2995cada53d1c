// castlab embeds: fits each castlab <iframe> to the height its content
// would like, within a cap.
//
// Include it once on a page that embeds castlab. Without it every embed
// keeps the fixed box of its snippet (4:3, or any height you set) and fits
// its picture, stepper and words inside that box. With it, an embed posts
// {type: "castlab:height", height} to its parent: the height at which its
// picture fills the frame's width. Only the iframe that sent the message
// is resized, to at least 120 px and at most its cap:
//   - data-castlab-max-height="480" on the iframe (or on its
//     .castlab-embed box) sets the cap in CSS pixels;
//   - without it the cap is 90% of the host window's height, so the
//     picture and its stepper are on screen together.
// Past the cap the embed shrinks its picture to fit; it never scrolls.
(function () {
  'use strict';
  if (window.castlabEmbedHost) return;
  window.castlabEmbedHost = true;

  function cap(frame) {
    var box = frame.parentElement;
    var set = frame.getAttribute('data-castlab-max-height') ||
      (box && box.getAttribute('data-castlab-max-height'));
    var px = Number(set);
    if (set && isFinite(px) && px >= 120) return px;
    return Math.max(120, Math.floor(window.innerHeight * 0.9));
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.type !== 'castlab:height' || typeof data.height !== 'number' || !isFinite(data.height)) return;
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      var frame = frames[i];
      if (frame.contentWindow !== event.source) continue;
      var height = Math.max(120, Math.min(cap(frame), Math.ceil(data.height)));
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
