# The page's panels and controls (web/src/components: controls, share, the panels; web/src/state: plans, answers).

## Controls (controls.rs)

panels-network = Netzwerk
panels-view = Ansicht
# WK(W, L): a level of the select, with the network's node count
panels-wk-level = { $level } ({ $nodes } Knoten)
panels-sides = Seiten
panels-sides-description = Seitenlängen, zuerst x, etwa 9x13
# A family's size field: $key is its size symbol (m or n)
panels-family-size-range = { $key }, { $least } bis { $most }
# A family's size in its menu: $title is the graph's symbol (Q_4, BF(3)), $vertices its vertex count
panels-family-size-option = { $title } ({ $vertices } Knoten)
panels-dimensions = Dimensionen
# A cube's dimension count: 2-D, 3-D
panels-cube-dims = { $d }-D
panels-side = Seite
panels-ordering = Ordnung
panels-algorithm = Algorithmus
# The comparison select: compare with no other algorithm
panels-compare-none = keiner
panels-compare = Differenz zu
panels-originator = Ursprung
panels-source = Quelle
panels-wk-source-description = Adresse der Quelle, eine Ziffer pro Ebene, die höchstwertige zuerst
panels-grid-source-description = Koordinaten der Quelle, durch Kommas getrennt, zuerst x
panels-destination = Ziel
panels-destination-description = Koordinaten des Ziels x,y

## Share (share.rs)

panels-share = Diese Ansicht teilen
panels-copy-link = Link kopieren
panels-copy-markdown = Als Markdown kopieren
panels-embed = Einbetten…
# An embed option: the embedded page cannot change the configuration
panels-embed-read-only = schreibgeschützt
# An embed option: the steps play on their own
panels-embed-autoplay = automatisch abspielen
panels-embed-panel = Feld
# The embed's panel shows the numbers
panels-embed-panel-metrics = Kennzahlen
# The embed shows no panel
panels-embed-panel-none = keine
panels-embed-theme = Farbschema
panels-theme-auto = automatisch
panels-theme-light = hell
panels-theme-dark = dunkel
# A theme of high contrast for a room's projector
panels-theme-projector = Beamer
panels-embed-snippet = Code zum Einbetten
panels-copy-snippet = Code kopieren
panels-embed-note = Fügen Sie ihn in eine Kursseite ein. Ohne Skript ist der Rahmen 4:3; das optionale Skript passt ihn an den Inhalt an.
# An HTML comment in the embed snippet, above its optional script
panels-embed-script-comment = Optional: passt den Rahmen an die Höhe des eingebetteten Inhalts an.
panels-link-copied = Link kopiert.
panels-markdown-copied = Markdown-Link kopiert.
panels-snippet-copied = Code zum Einbetten kopiert.
panels-clipboard-refused = Der Browser verweigert den Zugriff auf die Zwischenablage; markieren und kopieren Sie den Text.

## Keyboard shortcuts (shortcuts.rs)

panels-keys-title = Tastenkürzel
panels-keys-close-button = Schließen
panels-keys-anywhere = Überall
panels-keys-focus = das nächste oder vorige Bedienelement
panels-keys-this-list = diese Liste
panels-keys-close = sie schließen
panels-keys-on-chart = In einem Diagramm (anklicken oder mit Tab hinwechseln)
panels-keys-chart-point = der vorige oder nächste Punkt
panels-keys-chart-size = die Größe darüber oder darunter (Heatmap-Raster)
panels-keys-chart-ends = der erste oder letzte Punkt
panels-keys-chart-open = die hervorgehobene Größe öffnen
panels-keys-chart-values = die Werte eines Punkts
panels-keys-chart-click = diese Größe öffnen
panels-keys-pointer = Maus und Touch
# $moved is who moves, as the page words it (the source, the originator: the object of the sentence); $axis is x, y or z
panels-keys-move = { $moved } entlang { $axis } verschieben
panels-keys-move-eight = 8 Knoten auf einmal verschieben
panels-keys-on-drawing = In der Zeichnung (anklicken oder mit Tab hinwechseln)
panels-keys-zoom = vergrößern, verkleinern
panels-keys-whole = das ganze Netzwerk zeigen
panels-keys-zoom-pointer = um den Mauszeiger zoomen
panels-keys-pan = verschieben, sobald vergrößert
panels-keys-pinch = zoomen (Touch)
panels-keys-tap-pick = einen Knoten wählen und seine Zahlen zeigen (Touch)
panels-keys-tap-show = die Zahlen eines Knotens zeigen (Touch)
panels-keys-steps = Die Schritte
panels-keys-press = auf Abspielen/Pause oder einer Schritt-Schaltfläche: sie drücken
panels-keys-slider = am Schrittregler: ein Schritt, der erste, der letzte
panels-keys-next-step = der nächste oder vorige Schritt, von überall auf der Seite
# Keys as the keyboard names them
panels-key-tab = Tab, Umschalt + Tab
panels-key-escape = Esc
panels-key-home-end = Pos1 Ende
panels-key-arrows-home-end = ← → Pos1 Ende
panels-key-enter = Eingabe
panels-key-enter-space = Eingabe, Leertaste
panels-key-page-up-down = Bild auf, Bild ab
panels-key-shift-arrow = Umschalt + Pfeiltaste
panels-key-ctrl-wheel = Strg + Mausrad, ⌘ + Mausrad
# Gestures of the mouse and touch
panels-key-hover-tap = Zeigen, Tippen
panels-key-click = Klicken
panels-key-drag = Ziehen
panels-key-pinch = Finger spreizen
panels-key-tap = Tippen

## A source's numbers (metrics.rs)

panels-computing = wird berechnet…
panels-from-map-checking = (aus der Karte; der Ablaufplan wird geprüft…)
panels-source-each-algorithm = Diese Quelle unter jedem Algorithmus
# A badge: the source is an eye of the TCD map (a local optimum the papers name so)
panels-eye = Auge
panels-your-schedule-tcd = Ihr Ablaufplan (plan=), geprüft wie castlabs eigene
panels-tcd-recounted = aus den Routen des expliziten Ablaufplans neu gezählt
panels-steps = Schritte
panels-steps-optimal = = ⌈log₂N⌉, optimal in der Schrittzahl
panels-steps-not-optimal = ≠ ⌈log₂N⌉: nicht optimal in der Schrittzahl
panels-messages = Nachrichten
panels-messages-why = eine pro informiertem Knoten
panels-valid-schedule = Gültiger Ablaufplan
panels-valid-schedule-why = one-port; jeder Knoten genau einmal informiert
panels-contention-free = Konfliktfrei
panels-contention-given = die Routen des Plans, wie angegeben geprüft: kein Link zweimal in einem Schritt
# $method is how the routes were found (panels-method-…)
panels-contention-ordered = dimensionsgeordnete Routen, kein Link zweimal in einem Schritt ({ $method })
panels-method-greedy = gierig
panels-method-exhaustive = erschöpfend
panels-method-inconclusive = ergebnislos
panels-papers-recurrence = Rekurrenz der Arbeiten
panels-least-tcd = Kleinste TCD
# $sources and $count are written with their digits grouped
panels-least-tcd-why = über alle { $sources } Quellen, erreicht an { $count } davon
panels-largest-tcd = Größte TCD
panels-largest-tcd-why = über alle Quellen

## The paper check, the certificate and the least TCD (claims.rs, certificate.rs, least_panel.rs)

panels-paper-check = Abgleich mit den Arbeiten
panels-cert-title = Bewiesenes Optimum
# A badge after the value
panels-cert-proven-optimum-badge = bewiesenes Optimum
# Between the proven lower and upper bound; $q is the quantity's symbol (TCD, b^o)
panels-cert-between = ≤ optimale { $q } ≤
panels-cert-proven-bounds = bewiesene Schranken
panels-cert-meets = der gezeigte Wert erreicht die bewiesene untere Schranke: er ist optimal
panels-cert-above-optimum = der gezeigte Wert, { $value }, liegt { $gap } über dem Optimum
panels-cert-above-bound = der gezeigte Wert, { $value }, liegt { $gap } über der bewiesenen unteren Schranke; der zertifizierte Zeuge erreicht { $upper }
panels-cert-invalid = Der gezeigte Ablaufplan verletzt eine Regel, daher wird sein Wert nicht mit dem Optimum verglichen.
panels-cert-show = Den zertifizierten Zeugen zeigen (cert=1); der Abgleich mit den Arbeiten liest dann die Beweise
panels-least-title = Kleinste bekannte TCD
# Before the selected source's value
panels-least-selected = Von der gewählten Quelle:
panels-least-exact = exakt: die Suche über alle Ablaufpläne (N ≤ 16)
panels-least-proven = bewiesen: eine SAT-Widerlegung eins darunter trifft einen Ablaufplan
panels-least-interval = Intervall: eine SAT-Widerlegung darunter, der beste Ablaufplan darüber
panels-least-bound = Schranke: der beste Ablaufplan, den castlab baut; darunter nichts bewiesen
# How a source's least TCD is known, in one word (a badge)
panels-known-exact = exakt
panels-known-proven = bewiesen
panels-known-interval = Intervall
panels-known-bound = Schranke
panels-printed-caption = Die geschlossenen Formeln der Arbeiten, wie gedruckt, gegen die Ablaufpläne
# A column: the printed formula
panels-printed-formula = Formel
# A column: which source the formula is about
panels-printed-source = Quelle
# A column: the formula's value as printed
panels-printed-printed = gedruckt
# A column: the best schedule's TCD
panels-printed-schedule = Ablaufplan
# A source at a corner of the grid
panels-corner = Ecke

## WK broadcast (wk_panel.rs)

# While the panel waits for its report
panels-running = Der Broadcast läuft…
panels-wk-your-schedule = Ihr Ablaufplan (plan=), geprüft nach den Regeln des All-Port-Modells
# The algorithm's names (stack, fang) are link values; the authors' names stay
panels-wk-about-stack = stack: der stapelbasierte Broadcast von Chen und Duh, wie Fang, Liang, Chen und Ng ihn beschreiben (§1)
panels-wk-about-fang = fang: Broadcast von der Ecke und allgemein (Fang, Liang, Chen und Ng, §3)
panels-wk-steps-why = die Exzentrizität der Quelle ist { $eccentricity }; der Durchmesser 2^L − 1 = { $diameter }
panels-wk-exactly-once = Genau einmal
panels-wk-messages =
    { $n ->
    [one] { $n } Nachricht
    *[other] { $n } Nachrichten
    }
panels-wk-exactly-once-why = jeder Knoten außer der Quelle erhält eine Nachricht, alle Ports, ein Hop pro Schritt
panels-wk-random-delays = Zufällige Verzögerungen
panels-wk-random-delays-why = auch mit Verzögerungen von 1 bis 4 Schritten pro Link genau einmal, { $seeds } Startwerte
panels-wk-label = Label
panels-wk-bits = { $n } Bit
panels-wk-decision-cost = Entscheidungsaufwand
panels-wk-operations = höchstens { $n } Operationen pro Knoten
panels-wk-decision-cost-why = Vergleiche, Pops und Pushes, mit denen ein Knoten wählt, wohin er weiterleitet
panels-wk-both = Beide Algorithmen von dieser Quelle
# Columns of the comparison
panels-wk-col-steps = Schritte
panels-wk-col-label-bits = Label-Bits
panels-wk-col-stack = Stapel
panels-wk-col-max-cost = max. Aufwand
panels-wk-col-total-cost = Gesamtaufwand
panels-wk-node-table = Knotentabelle ({ $n } Knoten)
# A column: the node's address (cor-id, cor-level, flip-cor-id stay as the paper names them)
panels-wk-col-address = Adresse
# A node whose flip link leads out of the network
panels-wk-free-link = freier Link
panels-wk-table-limit = Die Knotentabelle wird für Netzwerke mit bis zu { $n } Knoten aufgeführt.

## Manhattan Street networks (msn_panel.rs, msn_key.rs)

# While a panel waits for its report
panels-computing-panel = Wird berechnet…
# Followed by the drawn node's coordinates
panels-msn-every-node-sends = Jeder Knoten sendet; gezeichnet: die Pakete von
panels-msn-destination-why = klicken Sie auf einen Knoten, um dorthin zu routen
panels-msn-distance = Distanz
# $family is the path family (NE, SW, SE, NW)
panels-msn-distance-why = Varvarigos 1998, Gl. (5), Pfad { $family }; Breitensuche ergibt { $bfs }
panels-msn-routing-tag = Routing-Tag
panels-msn-routing-tag-why = 0: horizontaler Hop, 1: vertikaler Hop
panels-msn-mean-distance = Mittlere Distanz
# $eq27 is the paper's value as a fraction
panels-msn-mean-distance-why = = { NUMBER($mean, minimumFractionDigits: 4, maximumFractionDigits: 4) }; Gl. (27): { $eq27 }
panels-diameter = Durchmesser
panels-msn-diameter-why = größte Distanz
panels-msn-throughput = Durchsatz
panels-msn-throughput-bound = λ ≤ { NUMBER($bound, minimumFractionDigits: 4, maximumFractionDigits: 4) }
panels-msn-throughput-why = 2/D̄ pro Knoten (§3); ein bidirektionales Gitter mit Umlauf hat D̄ = { $mesh }
panels-msn-slots = Slots
panels-msn-te-slots-why = Totalaustausch Slot für Slot simuliert; H/2 nach Gl. (28): { $slots }
panels-msn-no-collisions = Keine Kollisionen
panels-msn-te-no-collisions-why = kein gerichteter Link trägt zwei Pakete in einem Slot
panels-msn-utilization = Auslastung
panels-msn-percent-whole = { NUMBER($percent, maximumFractionDigits: 0) } %
panels-msn-percent-two = { NUMBER($percent, minimumFractionDigits: 2, maximumFractionDigits: 2) } %
panels-msn-te-utilization-why = belegte Link-Slots
panels-msn-shortest-paths = Kürzeste Pfade
panels-msn-shortest-paths-why = jedes Paket, und jeder Knoten erhält jedes Paket
panels-msn-mnb-slots-why = Mehrknoten-Broadcast; untere Schranke N²/2 = { $bound } (Gl. (29))
panels-msn-mnb-no-collisions-why = die Verschiebungen A_i(x, y) sind disjunkt; jeder Knoten erhält jedes Paket
panels-msn-mnb-utilization-why = jeder Link belegt außer im letzten Slot
panels-msn-construction = Konstruktion
panels-msn-backtracks = { $n } Rücksprünge
panels-msn-areas = Bereiche
panels-msn-areas-why = Ziele, die jede Pfadfamilie zuerst erreicht (Gl. (5)); { $tied } gleichauf
panels-msn-hamiltonian = Hamiltonsch
panels-msn-hamiltonian-why = beide Kreise besuchen jeden Knoten einmal
panels-msn-edge-disjoint = Kantendisjunkt
panels-msn-edge-disjoint-why = Orange und Blau teilen keinen Link
panels-msn-ring-mnb = Ring-MNB
panels-msn-ring-mnb-why = (N² − 1)/2 Slots mit geteilten Paketen (Gl. (30))
panels-msn-sums-caption = Gl. (10): die Distanzen von einem Knoten, nach Paritätsklasse summiert
# Columns of the partial sums
panels-msn-col-class = Klasse
# Eq. (10)'s classes of destinations by the parities of their coordinates.
panels-msn-class-odd-odd = x ungerade, y ungerade
panels-msn-class-even-even = x gerade, y gerade
panels-msn-class-odd-even = x ungerade, y gerade
panels-msn-class-even-odd = x gerade, y ungerade
panels-msn-col-bfs = BFS
panels-msn-col-printed = wie gedruckt
panels-msn-col-appendix = Anhang

## The MS network's key (msn_key.rs)

# What the colours of the total exchange mean
panels-msn-key-tag = die Hops dieses Slots, auf dem Routing-Tag der Phase
panels-msn-key-complement = auf seinem Komplement
panels-msn-key-done = früher in der Phase gemachte Hops
panels-msn-key-ahead = noch ausstehende Hops
panels-msn-key-reached = wo die Pakete der Phase ankommen
panels-msn-key-drawn-source = Quelle (deren Pakete gezeichnet sind)
panels-msn-key-holds = hat das Paket der Quelle
panels-msn-key-not-yet = noch nicht
panels-msn-key-slot-links = Links dieses Slots
panels-msn-key-source = Quelle
# The two Hamiltonian cycles
panels-msn-key-cycle-1 = Kreis 1
panels-msn-key-cycle-2 = Kreis 2
panels-msn-key-half-packets = die halben Pakete der Quelle nach diesem halben Slot
panels-msn-key-route = kürzeste Route zum Ziel (Gl. (5))
panels-msn-key-route-pointer = kürzeste Route zum Knoten unter dem Mauszeiger
panels-msn-key-destination = Ziel
# The four areas of the paper, by compass direction
panels-msn-key-ne = A₁, NE (Nordost)
panels-msn-key-sw = A₂, SW (Südwest)
panels-msn-key-se = A₃, SE (Südost)
panels-msn-key-nw = A₄, NW (Nordwest)
panels-msn-key-tie = heller: zwei Familien gleichauf
# The route view's colour scale
panels-msn-key-hops = Hops von der Quelle (dunkler: näher)

## Orderly broadcasting (orderly_panel.rs)

panels-orderly-title = Geordneter Broadcast
panels-orderly-no-symmetry = die Ordnung hat keine nutzbare Symmetrie, daher wurde jeder Ursprung propagiert
panels-orderly-one-symmetry = 1 Symmetrie der Ordnung (geprüft) ließ einen Ursprung für seine Bahn stehen
# $n is written with its digits grouped
panels-orderly-symmetries = { $n } Symmetrien der Ordnung (geprüft) ließen je einen Ursprung für jede Bahn stehen
# $worst and $computed are written with their digits grouped; $symmetry is one of panels-orderly-…-symmetry
panels-orderly-whole-why = größter Wert über alle Ursprünge, erreicht von { $worst } davon; { $computed } propagiert; { $symmetry }
panels-orderly-whole-why-parallel = größter Wert über alle Ursprünge, erreicht von { $worst } davon; { $computed } parallel von { $workers } Workern propagiert; { $symmetry }
panels-orderly-from-source-why = die letzte Ankunft von diesem Ursprung
panels-lower-bound = Untere Schranke
panels-orderly-classical = Klassisch b(src)
panels-orderly-classical-why = jeder One-Port-Ablaufplan versucht
panels-orderly-optimum-why = jede Ordnung versucht
panels-bounds-caption = Exakter Wert gegen die Schranken der Dissertation
# Columns of the bounds' table
panels-bounds-col-bound = Schranke
panels-bounds-col-value = Wert
panels-bounds-col-what = Bedeutung
panels-messy-caption = Ungeordneter Broadcast vom Ursprung (je { $trials } Läufe mit Startwert)
# Columns of the messy runs
panels-messy-col-model = Modell
panels-messy-col-min = Min.
panels-messy-col-median = Median
panels-messy-col-max = Max.
panels-messy-col-worst = schlechtester Fall
panels-messy-worst-title = der späteste Abschluss über alle Entscheidungen, die die Knoten treffen können, per erschöpfender Suche
# A worst case found by exhaustive search
panels-exact-value = { $value } (exakt)
panels-orderly-labels-toggle = Die Beschriftung jeder Kante zeigen
panels-orderly-adaptive-toggle = Adaptiv (Nachbarn überspringen, von denen schon etwas kam)
panels-search-title = Bessere Ordnungen
panels-search-stop = Anhalten
panels-search-start = Suchen (Startwert { $seed })
panels-search-status = { $done } von { $total } Ordnungen bewertet; beste b^Π(G) = { $best } (Start { $start })
panels-search-status-better = { $done } von { $total } Ordnungen bewertet; beste b^Π(G) = { $best } (Start { $start }): besser als der Start
panels-search-adopt = Übernehmen (algo=search)
panels-search-hint = Eine lokale Suche mit Startwert im Worker: tauscht Beschriftungen (auf Tori für ganze Klassen (i mod 2, j), sodass Πs Symmetrie erhalten bleibt) und behält, was nicht schlechter ist.
# $start is the starting ordering's name in the link (algo=)
panels-search-result-better = Diese Ordnung: die beste von { $tried } versuchten, ausgehend von { $start }; b^Π(G) { $from } → { $to }, besser als der Start.
panels-search-result-same = Diese Ordnung: die beste von { $tried } versuchten, ausgehend von { $start }; b^Π(G) { $from } → { $to }, nicht besser als der Start.

## The classical model and the census (classical_panel.rs, census_panel.rs)

# A verdict of a bound
panels-verdict-holds = gilt
panels-verdict-fails = scheitert
panels-verdict-open = offen
# The ? mark's tooltip: a claim neither refuted nor proven here.
panels-verdict-open-title = nicht widerlegt, nicht bewiesen
panels-verdict-not-applicable = nicht anwendbar
# The accessible name of a ✓ or ✗ beside a check.
panels-check-yes = ja
panels-check-no = nein
panels-classical-known-certified = b(u) exakt, zertifiziert: SAT, DRAT-geprüft: der Ablaufplan eines Solvers, vom Validator nachgeprüft, und keiner mit einer Runde weniger
panels-classical-known-exact = b(u) exakt: die erschöpfende Suche hat jede Menge von Anrufen versucht
panels-classical-known-optimal = b(u) exakt: der Ablaufplan erreicht die untere Schranke
panels-classical-known-bound-certified = eine obere Schranke für b(u), das { $b } ist (zertifiziert: SAT, DRAT-geprüft)
panels-classical-known-heuristic = eine obere Schranke für b(u): der Ablaufplan einer Heuristik, vom Validator geprüft
panels-classical-certified-row = klassisch b(u), zertifiziert
panels-orderly-certified-row = geordnet b^o(G), die beste aller Ordnungen
panels-certified-value = { $value } (zertifiziert: SAT, DRAT-geprüft)
panels-census-classical-row = klassisch b(G), der langsamste Ursprung (Zensus, exakt)
panels-census-orderly-row = geordnet b^o(G), die beste aller Ordnungen (Zensus, exakt)
panels-census-messy-row = ungeordnete schlechteste Fälle b^m₁(G), b^m₂(G), b^m₃(G) (Zensus, exakt)
# After the originator's address: the network it is in
panels-classical-in = in { $network }
panels-rounds = Runden
panels-classical-lower-bound-why = ⌈log₂ N⌉ (die Zahl der Informierten verdoppelt sich höchstens pro Runde) oder die Exzentrizität des Ursprungs
panels-three-models = Drei Modelle von diesem Ursprung
panels-diameter-degree = Durchmesser D, größter Grad k
panels-classical-least-row = klassisch b(u), das kleinste, das castlab kennt
# $by is the algorithm's heading
panels-classical-by-exact = { $value } ({ $by }, exakt)
panels-classical-by-bound = { $value } ({ $by }, obere Schranke)
panels-orderly-natural-row = geordnet b^Π(u), die natürliche Ordnung des Netzwerks
panels-over-every-originator = { $value } (über alle Ursprünge: { $whole })
# $model is the messy model's name (M1, M2, M3)
panels-messy-row = ungeordnet { $model } ({ $trials } Läufe mit Startwert)
panels-messy-range-worst = { $min }–{ $max }, schlechtester Fall von diesem Ursprung { $worst }
panels-census-title = Der Zensus: jeder kleine Graph
panels-census-intro = Jeder zusammenhängende Graph mit 2 bis 7 Knoten (995, die veröffentlichte Anzahl), seine Zeiten exakt bestimmt: b durch Suche über alle Ablaufpläne, b^o über alle Ordnungen, b^m₁…b^m₃ über alle Läufe. Klicken Sie auf eine Zelle, um ihren ersten Graphen in Zensus-Reihenfolge zu öffnen.
panels-census-chart = Diagramm
# $x and $y are the measures' symbols
panels-census-against = { $y } gegen { $x }
panels-census-chart-title = { $y } gegen { $x }, { $n } Graphen
# A heat cell's value: how many graphs
panels-census-graphs = Graphen
panels-census-graph-shown = der gezeigte Graph
panels-census-readout-none = Zeigen Sie auf eine Zelle, um ihre Graphen zu zählen; klicken Sie, um den ersten zu öffnen.
panels-census-readout =
    { $x } = { $xv }, { $y } = { $yv }: { $count ->
    [one] { $count } Graph
    *[other] { $count } Graphen
    }; der erste, G_{ $g }, öffnet sich per Klick
panels-census-chart-label = Ein Raster der Zensus-Graphen nach { $x } und { $y }
panels-census-relations-caption = Jedes Paar x, y über die 995 Graphen: wie oft x < y, x = y, x > y, und die ersten Graphen mit dem größten und dem kleinsten y / x (jeder Link zeigt sein x und y)
panels-census-largest = größtes y/x
panels-census-smallest = kleinstes y/x

## Your own plan (plan_panel.rs, your_plan.rs, state/plan.rs)

panels-plan-your-schedule = Ihr Ablaufplan
panels-plan-your-ordering = Ihre Ordnung
panels-plan-edit = Als JSON bearbeiten
panels-plan-remove = Stattdessen castlabs eigenen zeigen
panels-plan-checking = Ihr Plan wird geprüft…
# The models a plan is checked by, with the papers' numbers
panels-plan-model-one-port = One-Port-Broadcast (000, 002)
panels-plan-model-all-port = All-Port-Broadcast (001)
panels-plan-model-store-forward = Store-and-Forward (004)
panels-plan-model-orderly = geordneter Broadcast (003)
panels-plan-model-telephone = das Telefonmodell (003 §1.2.1)
# $model is one of panels-plan-model-…
panels-plan-valid = Gültig: er hält jede Regel von { $model } ein.
# Followed by the broken rule's name and message
panels-plan-invalid-in = Ungültig in { $model }:
panels-plan-show-step = Schritt { $step } auf der Karte zeigen
panels-plan-broken-count = Verletzte Regeln insgesamt: { $n }.
# Yours against a compared value
panels-plan-equal = gleich
panels-plan-less = Ihrer ist { $n } kleiner
panels-plan-more = Ihrer ist { $n } größer
panels-plan-not-compared-cell = nicht verglichen
# $measure is the plan's measure (TCD, steps, rounds, …)
panels-plan-not-compared-schedule = Ihrer wird nicht verglichen: Ihr Ablaufplan verletzt eine Regel, daher ist sein Wert für { $measure } nicht der eines gültigen Ablaufplans.
panels-plan-not-compared-schedule-plural = Ihrer wird nicht verglichen: Ihr Ablaufplan verletzt eine Regel, daher sind seine { $measure } nicht die eines gültigen Ablaufplans.
panels-plan-not-compared-ordering = Ihre wird nicht verglichen: Ihre Ordnung verletzt eine Regel, daher ist ihr Wert für { $measure } nicht der einer gültigen Ordnung.
panels-plan-not-compared-ordering-plural = Ihre wird nicht verglichen: Ihre Ordnung verletzt eine Regel, daher sind ihre { $measure } nicht die einer gültigen Ordnung.
# After the plan's numbers
panels-plan-contention-free = ; kein Schritt nutzt einen Link zweimal
panels-plan-contention = ; ein Schritt nutzt einen Link zweimal, durch zwei Nachrichten oder eine Route (auf der Karte rot markiert)
panels-plan-not-drawn = Das Bild zeigt die Phasen von 004; Ihre Pakete werden hier geprüft und bewertet, nicht gezeichnet.
# Before the plan's value
panels-plan-measure = { $measure }:
panels-plan-messages = ; { $messages } Nachrichten
panels-plan-steps-messages = ; { $steps } Schritte, { $messages } Nachrichten
# Columns of the plan's comparison
panels-plan-compared-with = Verglichen mit
panels-plan-how-known = Woher bekannt
panels-plan-yours = Ihrer
# A plan's measures
panels-measure-steps = Schritte
panels-measure-half-slots = halbe Slots
panels-measure-rounds = Runden
panels-measure-broadcast-time = Broadcast-Zeit
panels-measure-broadcast-time-from = Broadcast-Zeit von { $node }
panels-plan-file-too-big = { $file }: { $bytes } Byte; die Seite liest Plandateien bis 4 MiB ({ $limit } Byte). castlab check FILE liest bis 64 MiB.
panels-plan-file-unreadable = { $file }: der Browser konnte die Datei nicht lesen
panels-plan-tools = Ihr eigener Ablaufplan oder Ihre eigene Ordnung
panels-plan-own-schedule = Ihr eigener Ablaufplan:
panels-plan-own-ordering = Ihre eigene Ordnung:
panels-plan-open-file = Datei öffnen…
panels-plan-download-schedule = Ablaufplan herunterladen
panels-plan-download-ordering = Ordnung herunterladen
panels-plan-tools-note = Oder ziehen Sie eine Plandatei auf die Ansicht, oder fügen Sie sie ein. castlab prüft sie nach den Regeln des Modells, bewertet sie gegen die Arbeit und das beste Bekannte und setzt sie in den Link. Das Format: docs/formats im Repository von castlab; dieselbe Prüfung auf der Kommandozeile: castlab check FILE.
panels-plan-editor = Den Plan als JSON bearbeiten
panels-plan-json = Das JSON des Plans
panels-plan-apply = Prüfen und zeigen
panels-plan-cancel = Abbrechen
panels-plan-waiting = Prüfung und Bewertung Ihres Plans erscheinen, sobald die Frage beantwortet ist.
# An embed's one-line plan verdict
panels-embed-plan-checking = Ihr Plan: wird geprüft…
panels-embed-plan-error = Ihr Plan: { $why }
panels-embed-schedule-valid = Ihr Ablaufplan: gültig, { $measure } { $value }
panels-embed-ordering-valid = Ihre Ordnung: gültig, { $measure } { $value }
# $rule is the broken rule's name
panels-embed-schedule-invalid-at = Ihr Ablaufplan: ungültig, { $rule } in Schritt { $step }
panels-embed-ordering-invalid-at = Ihre Ordnung: ungültig, { $rule } in Schritt { $step }
panels-embed-schedule-invalid = Ihr Ablaufplan: ungültig, { $rule }
panels-embed-ordering-invalid = Ihre Ordnung: ungültig, { $rule }
# A notice about the reader's plan file: the sentence, worded already
panels-plan-notice = { $message }
# $error is what the file's reader found
panels-plan-your-file = Ihre Datei: { $error }
panels-plan-source-not-a-node = Ihre Datei: "source": { $source } ist kein Knoten des Netzwerks
# $network is the plan's network link
panels-plan-no-map = Ihre Datei ist für { $network }: kein Algorithmus von castlab läuft auf diesem Gitter, daher hat die Seite keine Karte, auf der sie ihn zeichnen kann. castlab check FILE prüft ihn nach denselben Regeln.
panels-plan-too-big-for-link = Ihre Datei ist zu groß für einen Link ({ $bytes } Byte JSON; ein plan=-Link fasst höchstens { $most } Zeichen komprimiert). Prüfen Sie sie mit castlab check FILE und teilen Sie die Datei selbst.
panels-plan-answer-first = Beantworten Sie zuerst die Frage: die Bewertung Ihres Plans würde die Antwort verraten.

## Downloads, notices, the engine, keys and tables (export.rs, notices.rs, engine_status.rs, run_key.rs, legend.rs, data_table.rs, schedule_table.rs, picture_toggle.rs)

panels-export = Die Ansicht und ihre Zahlen herunterladen
# Before the picture's formats (PNG, SVG)
panels-export-picture = Bild:
panels-export-json = JSON herunterladen
# $table is the table's name in castlab eval --csv
panels-export-csv = Die Tabelle „{ $table }“ als CSV herunterladen
# The CSV tables' names on their download buttons (castlab eval --csv TABLE).
panels-table-name-nodes = Knoten
panels-table-name-summary = Übersicht
panels-table-name-schedule = Ablaufplan
panels-table-name-eyes = Augen
panels-table-name-claims = Behauptungen
panels-table-name-path = Pfad
panels-table-name-areas = Gebiete
panels-table-name-deliveries = Zustellungen
panels-table-name-sets = Mengen
panels-table-name-compare = Vergleich
panels-table-name-bounds = Schranken
panels-table-name-cycles = Zyklen
panels-table-name-messy = Messy-Läufe
panels-table-name-phases = Phasen
panels-table-name-sweep = Durchlauf
panels-export-note-eval = Die Zahlen dieser Ansicht, genau wie castlab eval sie ausgibt (--csv TABLE für eine Tabelle).
# $command is a castlab command (castlab sweep)
panels-export-note = Die Zahlen dieser Ansicht, genau wie { $command } sie ausgibt (--json für das JSON).
panels-notices-plan = Ihr Plan wurde nicht gezeigt:
panels-notices-link = Einige Werte dieses Links ließen sich nicht verwenden, daher werden Standardwerte gezeigt:
# $pair is key=value as the link writes it
panels-notices-use = { $pair } verwenden
panels-dismiss = Schließen
panels-restore-label = Letzte Sitzung
# Followed by the last session's link and panels-restore-after
panels-restore-before = Ihre letzte Sitzung war
# After the last session's link: the sentence's end
panels-restore-after = .
panels-restore = Letzte Sitzung wiederherstellen
panels-engine-cancelled = Abgebrochen. Ändern Sie eine Einstellung, oder berechnen Sie diese erneut.
# $message is what stopped the worker
panels-engine-failed = Die Berechnung wurde abgebrochen: { $message }. castlab hat einen neuen Worker gestartet; die Seite funktioniert weiter.
panels-engine-again = Erneut berechnen
panels-engine-busy = Berechnung im Hintergrund…
panels-engine-progress-originators = { $done } von { $total } Ursprüngen
panels-engine-progress-sizes = { $done } von { $total } Größen
# The run's key: what each look of a node means
panels-run-key-source = Quelle
panels-run-key-earlier = früher informiert
panels-run-key-now = in diesem Schritt informiert
panels-run-key-not-yet = noch nicht informiert
panels-run-key-route = die Nachrichten dieses Schritts
panels-run-key-trail = frühere Nachrichten
# A colour scale's label: $title is its caption, $min and $max its ends
panels-legend-label = { $title }: von { $min } bis { $max }
panels-picture = Bild
# Columns of the data table
panels-table-node = Knoten
panels-table-tcd = TCD als Quelle
panels-table-informed-at = informiert bei
panels-table-broadcast-time = Broadcast-Zeit als Ursprung
panels-table-hops = Hops von der Quelle
panels-table-summary = Datentabelle ({ $nodes } Knoten)
panels-table-summary-cut = Datentabelle ({ $nodes } Knoten; die ersten { $shown } gezeigt, die CSV enthält alle)
panels-schedule-too-long = Der Ablaufplan hat { $messages } Nachrichten, zu viele, um sie hier aufzulisten; alle wurden im Worker gebaut und validiert, und jeder Schritt ist auf der Karte als Last seiner Links gezeichnet (orange: eine Nachricht, rot: zwei oder mehr).
panels-schedule-summary = Ablaufplan: { $messages } Nachrichten in { $steps } Schritten
panels-schedule-label = Die Nachrichten des Ablaufplans
# Columns of the schedule
panels-schedule-step = Schritt
panels-schedule-from = von
panels-schedule-to = nach
panels-schedule-route = Route
panels-schedule-hops = Hops
panels-schedule-more = … und { $n } weitere.
