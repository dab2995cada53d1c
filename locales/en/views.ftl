# The page's shell, its drawings and their hooks (web/src/app.rs, components' views, hooks).

## The shell (app.rs)

# The browser tab's title; $what describes the network, algorithm and source.
views-page-title = castlab: { $what }
views-page-title-sweep = castlab: a sweep
views-permalink = Permalink:{" "}
views-downloads-waiting = The downloads and the command line come back once the question is answered: they hold its answer.
views-same-numbers-cli = Same numbers on the command line:{" "}
views-open-in-castlab = Open in castlab ↗
views-tagline = Broadcast algorithms on interconnection networks, computed live in your browser.
views-examples-button = Examples

## The TCD map (components/heatmap.rs, heatmap/paint.rs)

# The map's accessible name; $dims is the grid's sides (8x8), $src the source's address.
views-heatmap-name = Map of the TCD from every source of the { $dims } grid. Source ({ $src }). Click a cell or use the arrow keys to move the source.
views-heatmap-name-z = Map of the TCD from every source of the { $dims } grid. Source ({ $src }). Click a cell or use the arrow keys and Page Up/Down for z to move the source.
# Written in the source's cell of the map.
views-cell-source = source
# Written in a cell: the step that informs it.
views-cell-step = step { $t }

## The orderly view (components/orderly_view.rs)

# A map's accessible name; $title is views-per-originator-title or views-arrival-title.
views-orderly-map-name = { $title }. Originator { $originator }. Click a vertex or use the arrow keys to move the originator.
views-orderly-run-numbers-wk = boxed numbers: each vertex's edge labels, beside it on each edge (label i is sent i steps after the vertex is informed); orange: the label the step fires on
views-orderly-run-numbers-pictured = numbers: the step that informs the vertex; boxed: each link's label at each of its ends (label i is sent i steps after that end is informed; zoom in where they are not written); orange boxes: the labels the step's messages fire on; thin arrows: the step's messages to vertices already informed
views-orderly-run-numbers = numbers: the step that informs the vertex; boxed: the label it fires on
# The key while a question hides the run; "marked": a vertex is marked as the one asked about.
views-labels-key-wk = Boxed numbers: each vertex's edge labels, beside it on each of its edges. A vertex informed at time t sends on label i at time t + i.
views-labels-key-wk-marked = Boxed numbers: each vertex's edge labels, beside it on each of its edges. A vertex informed at time t sends on label i at time t + i. The purple ring marks the vertex asked about.
views-labels-key-pictured = Boxed numbers: each vertex's edge labels, next to it on each of its links (zoom in where they are not written). A vertex informed at time t sends on label i at time t + i.
views-labels-key-pictured-marked = Boxed numbers: each vertex's edge labels, next to it on each of its links (zoom in where they are not written). A vertex informed at time t sends on label i at time t + i. The purple ring marks the vertex asked about.
views-labels-key-grid = Boxed numbers: each vertex's edge labels, a third of the way along each of its edges. A vertex informed at time t sends on label i at time t + i.
views-labels-key-grid-marked = Boxed numbers: each vertex's edge labels, a third of the way along each of its edges. A vertex informed at time t sends on label i at time t + i. The purple corners mark the vertex asked about.
# $most and $nodes are written with their digits grouped.
views-wk-words-key-large = Addresses and edge labels are written on networks of up to { $most } vertices, and this one has { $nodes }: every word is placed clear of all the others on each frame, which for more would slow the pointer. The source's, the hovered vertex's and their neighbours' are written.
views-wk-words-key = Every vertex's address and edge labels are written where they fit without overprinting; zoom in (wheel, pinch or +) to read the rest, or hover over a vertex for its own.
views-wk-grid-key = WK networks of more than { $most } vertices are drawn as the grid of their addresses, a cell per vertex in address order: on WK's own picture their vertices would be smaller than a pixel.
views-orderly-computing = Computing every originator's broadcast time…
views-orderly-summary = The broadcast time of the graph is { $b }; this originator finishes at { $t }. Grids of four or more dimensions are shown as numbers.
views-orderly-summary-unknown = The broadcast time of the graph is not computed; this originator finishes at { $t }. Grids of four or more dimensions are shown as numbers.
# $symbol is b^Π, written with its superscript.
views-per-originator-caption = Broadcast time { $symbol }(u) from each originator u (click one)
views-per-originator-title = broadcast time from each originator
views-arrival-caption-hidden = When each vertex is informed from the originator
views-arrival-caption = When each vertex is informed from the originator (the last at step { $t })
views-arrival-title = arrival time from the originator

## The classical view (components/classical_view.rs)

views-classical-computing = Computing the broadcast…
views-values-hidden = The values are hidden until the question is answered.
views-classical-run-numbers = numbers: the round that informs the vertex
# $source is the originator's address.
views-classical-arrival-caption-hidden = When each vertex is informed from { $source }
views-classical-arrival-caption = When each vertex is informed from { $source } (the last in round { $t })
# The colour scale's title: what a colour means.
views-classical-arrival-scale = the round that informs each vertex
views-classical-per-originator-caption = The algorithm's broadcast time from each originator (click one)
views-classical-per-originator-scale = rounds from each originator

## The crash panel (crash.rs), shown when the page hits a bug

views-crash-title = castlab stopped because of a bug
views-crash-lead = Nothing you did caused this, and your link is unchanged. The message was:
views-crash-reset = Reset to defaults
views-crash-reload = Reload this link
views-crash-copy = Copy state for a bug report
views-crash-report = Bug report
views-crash-copied = Copied: paste it into a bug report

## The saved session (session.rs): why a stored session was not offered

# $why is one of the three reasons below.
views-session-ignored = The saved session was ignored: { $why }.
views-session-other-format = it was saved in format { $saved } and this castlab reads format { $reads }
views-session-not-a-permalink = it does not hold a castlab permalink
# $error is the JSON reader's own message (English).
views-session-invalid = it is not valid ({ $error })

## The zoom buttons over a drawing (hooks/use_zoom.rs); $what is map, picture or network

views-zoom-group = Zoom the { $what ->
        [map] map
        [picture] picture
       *[network] network
    }
views-zoom-in = Zoom in on the { $what ->
        [map] map
        [picture] picture
       *[network] network
    }
views-zoom-out = Zoom out of the { $what ->
        [map] map
        [picture] picture
       *[network] network
    }
# The button that shows the whole drawing again.
views-zoom-fit = Fit
# The fit button's accessible name: it starts with the button's visible word
# (views-zoom-fit), as WCAG 2.5.3 asks (axe: label-content-name-mismatch).
views-zoom-fit-name = Fit the whole { $what ->
        [map] map
        [picture] picture
       *[network] network
    } in view

## The sweep charts (components/chart/)

# The colour scale's caption: what a colour shows, then the smallest value.
views-chart-heat-legend = { $what }: { $min }

## A protocol family drawn as itself (components/family_picture.rs)

# $network is the family's symbol (Q_10, BF(3), …); $nodes is written with its digits grouped.
views-why-grid = { $network } has { $nodes } vertices: too many to draw legibly, so each vertex is a cell of its address grid (in address order).
# The picture's accessible name; $description says what the map shows and from where.
views-family-picture-name-counts = { $network } drawn as itself: { $nodes } vertices and { $links } links, links coloured by kind. { $description }
views-family-picture-name = { $network } drawn as itself, links coloured by kind. { $description }
views-link-key-stub = a dashed stub leaving one side comes back at the other

## WK(w, L) drawn as nested polygons (components/wk_view.rs)

# The drawing's accessible name; $source is the source's address (digits).
views-wk-name = WK({ $w }, { $l }): { $nodes } nodes drawn as nested { $w }-gons. Source { $source }. Click a node to make it the source, or move it with the arrow keys; the node table below lists every node.

## The Manhattan Street network (components/msn_view.rs, msn_view/overlay.rs)

views-msn-name = The { $w } by { $h } Manhattan Street network, north up, x along the bottom and y up the left side. Rows alternate east and west, columns north and south. Click a node to choose it; the arrow keys move the source.
# Total exchange; $slots may be a half (12.5).
views-msn-te-unlisted = { $slots } slots; the phases are listed for N ≤ 16.
# $at is the drawn source's coordinates, (x, y).
views-msn-te-start = { $phases } phases, { $slots } slots in all. Press play to step through them slot by slot; the drawing follows the packets of { $at }.
# A phase P(i,j) of total exchange and the hops of its routing tag in this slot.
views-msn-phase-hop = phase P({ $i },{ $j }), hop { $first } of { $hops }
views-msn-phase-hop-half = phase P({ $i },{ $j }), hop { $first } of { $hops }, half packets
views-msn-phase-hops = phase P({ $i },{ $j }), hops { $first }–{ $last } of { $hops }
views-msn-phase-hops-half = phase P({ $i },{ $j }), hops { $first }–{ $last } of { $hops }, half packets
# Joins the phases of one slot.
views-msn-then = {"; then "}
views-msn-te-done = Done: { $slots } slots, every link busy in every slot.
# $phases is the phases of the slot, joined by views-msn-then.
views-msn-te-slot = Slot { $t } of { $slots }: { $phases }. Showing the packets of { $at }; every node sends its own the same way in the same slot, so all { $links } links are busy.
# The phase that brings the source's packet to a node.
views-msn-phase = phase P({ $i },{ $j })
views-msn-mnb-unlisted = { $slots } slots; the sets are listed for N ≤ 16.
views-msn-mnb-slot = Slot { $t } of { $slots }: { $holding } nodes hold this source's packet; { $busy } of { $links } links busy.
views-msn-rings-slot = Half slot { $t } of { $slots }: each node passes a half packet along both rings.
# $sizes lists each path family's area (NE 12, SW 9, …).
views-msn-areas = Areas from { $at }: { $sizes }; { $tied } destinations tie.

## The embedding API's refusals to a host page (hooks/use_embed_api.rs)

# $error is the reader's own message (English); the command names stay as they are.
views-embed-not-a-command = not a castlab command ({ $error }); expected {"{"}type: "castlab:set", query{"}"}, "castlab:step", "castlab:play", "castlab:pause", "castlab:evaluate" or "castlab:hello"
views-embed-answer-hidden = an exercise is open here: its evaluation would give the answer away, so it is sent once the answer is right

# The label of the page's language menu (in the header).
views-language = Language
