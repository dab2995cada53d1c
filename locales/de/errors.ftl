# Why castlab refuses what it was asked, and the few labels beside those
# refusals: sweeps (castlab sweep, the page's chart view), the census,
# graph6 texts, the worker, and the Python package. Keys (dims, net, w, l,
# m, n), values as a link writes them, options (--shard) and the papers'
# symbols stay as they are.

## A sweep's ranges (core/src/sweep.rs, core/src/sweep/ranges.rs).
error-sweep-no-range = nichts zu durchlaufen: geben Sie dims eine Achse A..B (dims=3..40x3..40) oder eine Würfelseite A..B^d (dims=2..64^2), bei net=wk für w oder l einen Bereich (l=1..6), oder beim Netz einer Familie dessen Größe (net=butterfly&m=3..10, net=path&n=3..64)
# $expected is one of the error-range-… messages.
error-sweep-bad-range = { $key }={ $value }: { $expected }
error-sweep-not-read = { $key }: net={ $net } liest { $key } nicht und kann daher keinen Bereich darüber durchlaufen
error-sweep-beyond-family = { $key }={ $value }: net={ $net } nimmt { $key } von { $least } bis { $most }; verkleinern Sie den Bereich
error-sweep-too-many-candidates = die Bereiche enthalten { $count } zu probierende Größen; ein Durchlauf probiert höchstens { $max }: verkleinern Sie einen Bereich
error-sweep-over-budget = die Arbeit des Durchlaufs beträgt { $work } Einheiten (Knotenzahl mal Arbeit der Ansicht je Knoten, summiert über die Größen); das Budget ist { $max }: verkleinern Sie einen Bereich, oder erhöhen Sie das Budget mit --max-work und verteilen Sie den Durchlauf mit --shard K/N auf mehrere Rechner
# $first is a size (9x13); $why is error-sweep-skip-why.
error-sweep-empty = keine Größe in den Bereichen lässt sich auswerten; die erste, { $first }, weil { $why }
error-sweep-bad-shard = --shard { $k }/{ $n }: erwartet wird K/N mit 1 <= K <= N
# Why one size of a range was left out: the key, its value at that size
# and the link's refusal ($reason).
error-sweep-skip-why = { $key }={ $value }: { $reason }
error-sweep-no-size = es wurde keine Größe probiert
error-range-numbers = erwartet werden ganze Zahlen, etwa dims=3..40x3..40, dims=2..64^2 oder l=1..6
error-range-too-large = ein Bereich nennt Zahlen bis { $max }
error-range-reversed = ein Bereich A..B braucht A <= B
error-range-cube = ein Würfelbereich lautet A..B^d, etwa dims=2..64^2
error-range-cube-dimensions = ein Würfel hat 1 bis { $max } Dimensionen, etwa dims=2..64^3
error-range-too-many-axes = höchstens { $max } Achsen
# A chart's axis: the side of the cubes a sweep ranges over.
error-sweep-axis-side = Seite
# A chart's axis: the $n-th side of a grid (side 1, side 2, …).
error-sweep-axis-side-n = Seite { $n }
# A chart's axis named by its key (W, L, m, n), as it is.
error-sweep-axis-symbol = { $symbol }

## The census of small graphs (castlab census) and graph6 texts
## (core/src/census.rs, core/src/census/small.rs, core/src/orderly/messy/worst.rs).
error-census-not-connected = der Graph ist nicht zusammenhängend
error-census-classical = b(u) liegt jenseits der erschöpfenden Suche
error-census-orderly = die Suche nach der geordneten Zeit hat ihr Budget erschöpft, als sie b^o ≤ { $time } prüfte
# $why is one of the error-worst-… messages.
error-census-messy = ungünstigster ungeordneter Fall: { $why }
error-census-bad-line = Zensuszeile { $line } ist keine Tabellenzeile
error-worst-too-many-nodes = { $nodes } Knoten; der erschöpfende ungünstigste Fall nimmt höchstens { $max }
error-worst-too-many-edges = { $edges } beschriftete Kanten; der erschöpfende ungünstigste Fall nimmt höchstens { $max }
error-worst-budget = mehr als { $states } Zustände oder { $rounds } Runden zu probieren
error-worst-unreachable = ein Knoten wird nie informiert
error-graph6-empty = ein leerer graph6-Text
# $byte is the byte's value (a number); graph6 takes 63 to 126.
error-graph6-bad-byte = Byte { $at } des graph6-Texts ist { $byte }, außerhalb von 63 ('?') … 126 ('~')
error-graph6-too-many-nodes = { $nodes } Knoten; der Zensus nimmt höchstens { $max }
error-graph6-wrong-length = ein graph6-Text von { $found ->
        [one] einem Byte
       *[other] { $found } Bytes
    }; seine Knotenzahl braucht { $expected }

## Why the page's worker stopped (web/src/bridge.rs); shown inside
## panels-engine-failed.
# $reason is the browser's own words.
error-worker-no-start = der Worker konnte nicht starten ({ $reason })
error-worker-stopped = der Worker wurde beendet
error-worker-late = der Worker ist nicht innerhalb von { $seconds } s gestartet
# $message is the panic's own (developer's) words.
error-worker-panicked = der Worker ist abgestürzt (panic): { $message }
error-worker-unreadable = der Worker hat eine Nachricht gesendet, die castlab nicht lesen kann

## Why a user's graph has no messy runs (core/src/eval/user_graph.rs).
error-messy-not-asked = nicht angefordert
error-messy-too-large = die ungeordneten Modelle werden bis { $max } Knoten simuliert

## The thesis orderings Π and Π_d (core/src/orderly/orderings.rs).
error-pi-not-a-torus = die Ordnungen der Dissertation sind auf Tori definiert
error-pi-two-dimensions = diese Ordnung braucht einen 2-D-Torus (Π_d deckt mehr ab)
error-pi-dimensions = diese Ordnung braucht mindestens { $least } Dimensionen
error-pi-side-too-small = jede Seite des Torus muss mindestens { $least } sein

## What a WK broadcast's message carries (core/src/eval/wk.rs); not a
## refusal, but the panel's "Label" row. p, m and t are the paper's symbols.
error-wk-label-stack = ein Stapel von Verbindungslabels
error-wk-label-corner = p, die Eckenkennung der Quelle (Broadcast von der Ecke)
error-wk-label-general = (m, t): höchste durchlaufene Verbindungsebene, Eckenkennung
error-wk-label-plan = Ihr Ablaufplan (plan=): kein Label

## Not refusals: the TCD room's readout while a run is shown and the
## pointer is on a node (web/src/run.rs). $at and $from are nodes as
## coordinates, (2, 3).
error-run-unreached = { $at }: keine Nachricht dieses Ablaufplans erreicht ihn
error-run-source = { $at }: die Quelle; sie hält die Nachricht vor Schritt 1
error-run-informed = { $at }: informiert in Schritt { $sent } durch { $from } über { $hops ->
        [one] 1 Hop
       *[other] { $hops } Hops
    }
error-run-not-yet = { $at }: noch nicht informiert; wird es in Schritt { $sent } durch { $from } über { $hops ->
        [one] 1 Hop
       *[other] { $hops } Hops
    }
