# The core's words about links (refusals of a permalink's values) and
# evaluations. Key names (dims, src, …), values as a link writes them
# (8x8, 1.5, cert=1) and the papers' symbols stay as they are.

## A refused value: "dims=9x9x9: <reason>; using dims=8x8".

link-refused = { $key }={ $value }: { $reason }
link-refused-largest = { $key }={ $value }: { $reason }; der größte zulässige Wert ist { $key }={ $largest }
link-refused-using = { $refused }; verwendet wird { $key }={ $using }
# The page keeps the network it shows instead of the grammar's default.
link-refused-keeping = { $refused }; beibehalten wird { $key }={ $kept }
link-unknown-key = { $key }={ $value }: unbekannter Schlüssel, ignoriert
link-unknown-key-meant = { $key }={ $value }: unbekannter Schlüssel, ignoriert; meinten Sie { $meant }={ $value }?

## Why a value was refused.

link-repeated = der Schlüssel kommt mehrfach vor; es gilt der erste Wert
link-unknown-version = unbekannte Permalink-Version; gelesen wird sie als v{ $version }
# $names: the values the key takes, as a link writes them.
link-unknown-name = erwartet wird einer der Werte { $names }
link-not-a-number = erwartet wird eine nichtnegative ganze Zahl
link-out-of-range = muss zwischen { $min } und { $max } liegen
link-not-a-decimal = erwartet wird eine Zahl mit höchstens einer Nachkommastelle, etwa 1.5
link-bad-dims = erwartet werden durch x getrennte Seitenlängen, etwa 8x8
link-not-an-origin = erwartet wird der Ursprung der einbettenden Seite, etwa https://course.example.edu (Schema, Host und Port, kein Pfad), oder *
link-not-a-locale = erwartet wird ein Sprach-Tag: 2 oder 3 Buchstaben, danach durch Bindestriche getrennte Teile aus 1 bis 8 Buchstaben oder Ziffern, höchstens 35 Zeichen, etwa de, es oder zh-Hans
link-range = ein Bereich, den castlab sweep und das Sweep-Diagramm der Seite Größe für Größe auswerten; castlab eval nimmt eine Größe
link-needs-square = diese Ansicht braucht ein quadratisches N x N-Netzwerk
# $example: an address of this network, e.g. src=2010.
link-wk-address = erwartet werden { $digits } Ziffern 0–{ $top }, z. B. { $key }={ $example }
link-wrong-arity = erwartet werden { $expected } durch Kommas getrennte Koordinaten
link-outside-grid = der Knoten liegt außerhalb des Gitters
# $what: a key and value, e.g. algo=exact.
link-too-large-for = { $what } erlaubt höchstens { $max } Knoten
link-needs-dims = { $what } braucht { $dims } Dimensionen
link-dims-two-or-more = 2 oder mehr
link-dims-exactly-two = genau 2
link-not-certified = kein Zertifikat deckt dieses Netzwerk und diese Ansicht ab; castlab hat welche für { $sizes }
link-written-as = in einem Link { $instead } geschrieben
link-not-a-plan = kein Plan, den castlab zeigen kann: { $why }
# $network: a symbol such as Q_4; $addresses: how the family writes an address.
link-not-an-address = kein Knoten von { $network }: seine Adressen sind { $addresses }, etwa src={ $last }
link-not-a-question = keine Frage, die diese Ansicht stellt ({ $offered })
link-not-available = in diesem Build noch nicht verfügbar (verfügbar: { $offered })

## Limits of the networks.

link-grid-no-dimensions = ein Gitter braucht mindestens eine Seite
link-grid-too-many-dimensions = ein Gitter hat höchstens { $max } Dimensionen
link-grid-zero-side = jede Seite muss mindestens 1 sein
link-grid-too-many-nodes = ein Gitter hat höchstens { $max } Knoten
link-mesh-not-cube = die Gitter-Algorithmen brauchen gleiche Seiten 2^k (2 <= 2^k) in 1 bis 6 Dimensionen
link-mesh-exact-too-large = exact durchsucht jeden Ablaufplan und braucht daher 2, 4, 8 oder 16 Knoten
link-mesh-recursive-too-large = recursive ist in dieser Dimension auf die Seite 2^{ $k } = { $side } beschränkt
link-wk-amplitude = W muss zwischen 2 und { $max } liegen
link-wk-level = L muss mindestens 1 sein
link-wk-too-many-nodes = W^L darf höchstens 2^18 = { $max } sein; das größte L für dieses W ist { $l }
link-msn-side = ein MS-Netzwerk braucht gerade X und Y von mindestens { $min }
link-msn-too-many-nodes = ein MS-Netzwerk hat höchstens { $max } Knoten

## A plan= value that cannot be shown.

link-plan-too-long = länger als die Grenze von 8192 Zeichen; teilen Sie einen so großen Plan als Datei
link-plan-not-base64 = kein base64url (A-Z, a-z, 0-9, '-', '_')
link-plan-not-deflate = kein komprimierter Plan (höchstens 1 MiB entpackt)
link-plan-not-text = entpackt ergibt er Bytes, die kein Text sind
link-plan-not-json = sein JSON ist kein castlab-Plan (castlab check nennt den Fehler)
link-plan-network-unknown = sein Netzwerk gehört nicht zu denen, auf denen castlab Pläne prüft
link-plan-other-network = er gehört zu einem anderen Netzwerk als dem dieses Links (net, dims, w, l oder view)
link-plan-source-outside = seine Quelle ist kein Knoten des Netzwerks
link-plan-no-reader = dieser Build liest keine Pläne

## What a refusal offers instead (values as a link writes them).

link-offered-views = view={ $views } auf net={ $nets }
link-offered-algorithms = algo={ $algos } für view={ $view }
link-offered-algorithms-on = algo={ $algos } für view={ $view } auf net={ $nets }
link-offered-no-question = keine Frage für view={ $view }
link-offered-asks = ask={ $asks } für view={ $view }
link-offered-asks-on = ask={ $asks } für view={ $view } auf net={ $net }

## The stored certificates, as cert=1's refusal names them.

# "a, b and c": $first is the list but its last item.
link-and = { $first } und { $last }
link-certified-tcd = view=tcd auf { $groups }
link-certified-both = { $n ->
        [one] dem Gitter und Torus
       *[other] den Gittern und Tori
    } { $sizes }
link-certified-meshes = { $n ->
        [one] dem Gitter
       *[other] den Gittern
    } { $sizes }
link-certified-tori = { $n ->
        [one] dem Torus
       *[other] den Tori
    } { $sizes }
link-certified-orderly = view=orderly auf den Tori { $sizes } (in beiden Richtungen), model=nonadaptive
link-certified-views = view=tcd und view=orderly

## The page's menus: networks, views and algorithms (the rules table).
# Before a colon: the value as a link writes it; it stays.

rules-tcd-paper = paper: der Algorithmus der Arbeiten, wie gedruckt
rules-tcd-symmetric = symmetric: beste Drehung des Algorithmus der Arbeiten
rules-tcd-recursive = recursive: bester teilwürfel-rekursiver Ablaufplan
rules-tcd-exact = exact: erschöpfendes Optimum (N ≤ 16)
rules-tcd-least = least: bester bekannter Ablaufplan (000 Abb. 2)
rules-certified = zertifiziertes Optimum (cert=1): von einem SAT-Solver bewiesen
rules-view-tcd = TCD des one-port-Broadcasts
rules-ordering-pi = pi: Π der Dissertation (Π_d in d-D)
rules-ordering-pi-literal = pi-literal: Π mit ℓ, wie §3.1 es druckt
rules-ordering-dim = dim: Dimensionsordnung
rules-ordering-search = search: gesuchte Ordnung (beste gefundene)
rules-view-orderly = geordneter Broadcast
rules-ordering-dim-default = dim: Dimensionsordnung (Standard)
rules-net-mesh = Gitter
rules-net-torus = Torus
rules-net-wk = WK-rekursiv
rules-view-broadcast = Broadcast (all-port)
rules-wk-fang = fang: Broadcast mit konstanten Labels
rules-wk-stack = stack: stapelbasierter Broadcast (Chen und Duh)
rules-net-msn = Manhattan Street
rules-view-route = route: kürzeste Wege
rules-view-te = te: Totalaustausch
rules-view-mnb = mnb: Mehrknoten-Broadcast
rules-view-hamiltonian = hamiltonian: zwei Kreise
rules-view-areas = areas: die Pfadfamilie jedes Ziels
rules-view-classical = klassischer Broadcast (Telefonmodell)
rules-classical-standard = standard: die veröffentlichte Konstruktion (Binomialbaum, Verdopplung)
rules-classical-greedy = greedy: Matching-Heuristik
rules-classical-tree = tree: Spannbaum-Broadcast
rules-classical-exact = exact: erschöpfendes Optimum (N ≤ 64)

## What a link shows, in one line (a page's title, a shared link's text).
# $algo: an algorithm's heading (below); $network: the network (Q_4,
# WK(4, 3), a Manhattan Street network) or a grid's shape (8×8); $net: mesh
# or torus; $source: the source's address or coordinates.

rules-describe-msn = dem { $shape }-Manhattan-Street-Netz
rules-describe-classical = Klassischer Broadcast ({ $algo }) in { $network } ab { $source }
rules-describe-classical-grid = Klassischer Broadcast ({ $algo }) auf dem { $network }-{ $net ->
        [mesh] Gitter
       *[other] Torus
    } ab { $source }
rules-describe-orderly = Geordneter Broadcast ({ $algo }) in { $network } ab { $source }
rules-describe-orderly-grid = Geordneter Broadcast ({ $algo }) auf dem { $network }-{ $net ->
        [mesh] Gitter
       *[other] Torus
    } ab { $source }
rules-describe-orderly-grid-adaptive = Geordneter Broadcast ({ $algo }, adaptiv) auf dem { $network }-{ $net ->
        [mesh] Gitter
       *[other] Torus
    } ab { $source }
# $broadcast: fang or stack.
rules-describe-broadcast = { $broadcast ->
        [stack] Der stapelbasierte Broadcast (Chen und Duh)
       *[other] Der Broadcast mit konstanten Labels (Fang et al.)
    } in { $network } ab { $source }
rules-describe-route = Kürzeste Route von { $source } nach { $destination } in { $network }
rules-describe-te = Totalaustausch in { $network }
rules-describe-mnb = Mehrknoten-Broadcast in { $network }
rules-describe-hamiltonian = Zwei kantendisjunkte Hamiltonkreise in { $network }
rules-describe-areas = Die Pfadfamilie jedes Ziels ab { $source } in { $network }
rules-describe-tcd = TCD-Karte ({ $algo }) auf dem { $network }-{ $net ->
        [mesh] Gitter
       *[other] Torus
    }, Quelle { $source }
rules-describe-tcd-versus = TCD-Karte ({ $algo } minus { $other }) auf dem { $network }-{ $net ->
        [mesh] Gitter
       *[other] Torus
    }, Quelle { $source }

## An algorithm as the papers name it, in a heading or a sentence.

rules-heading-paper-2d = Algorithmus 1 (Cang und Wu 1998)
rules-heading-paper-3d = Algorithmus 2 (Cang und Wu 2000)
rules-heading-paper-dd = der d-D-Phasen-Broadcast (Cang und Wu 2000)
rules-heading-symmetric = die beste Drehung des Algorithmus der Arbeiten
rules-heading-recursive = der beste teilwürfel-rekursive Ablaufplan (castlab)
rules-heading-exact = das erschöpfende Optimum
rules-heading-optimum = das zertifizierte Optimum
rules-heading-least = der beste bekannte Ablaufplan (castlab)
rules-heading-fang = der Broadcast mit konstanten Labels (Fang et al.)
rules-heading-stack = der stapelbasierte Broadcast (Chen und Duh)
rules-heading-pi = Π (Taslakian 2004)
rules-heading-pi-literal = Π mit ℓ, wie §3.1 es druckt (Taslakian 2004)
rules-heading-dim = die Dimensionsordnung
rules-heading-search = die gesuchte Ordnung
rules-heading-standard = die veröffentlichte Konstruktion
rules-heading-tree = der Spannbaum-Broadcast (castlab)
rules-heading-greedy = die Matching-Heuristik (castlab)

## The papers' claims about TCD, checked (a claim, then its evidence).
# "eye": a source from which the papers' broadcast reaches the least TCD.

eval-claim-torus = In einem Torus ist jeder Knoten ein Auge, also erreicht der Algorithmus von jeder Quelle aus die optimale TCD { $eye }.
eval-claim-torus-exact = erschöpfendes Optimum über alle Ablaufpläne: { $optimum }; Augen-Ablaufplan: { $eye }
eval-claim-torus-certified = Zertifikate an jeder Quelle (DRAT-geprüfte SAT-Widerlegungen oder N − 1 durch Zählen): kein Ablaufplan kommt unter { $lower }; Augen-Ablaufplan: { $eye }
eval-claim-torus-recursive = bester teilwürfel-rekursiver Ablaufplan mit den Umlauf-Links: { $best }; Augen-Ablaufplan: { $eye }
eval-claim-least-at-the-eyes = Unter allen Quellen ist die TCD des Algorithmus an den Augen am kleinsten, und nur dort.
eval-claim-least-at-the-eyes-evidence = kleinster Wert { $least } an { $sources } Quellen, davon { $eyes } Augen
eval-claim-minimum = Von jeder Quelle aus ist die TCD des Algorithmus die kleinste aller zeitschrittoptimalen Ablaufpläne.
eval-claim-minimum-exact = erschöpfende Suche: der Algorithmus verfehlt das Optimum an { $count } von { $n } Quellen, um bis zu { $worst ->
        [one] einen Hop
       *[other] { $worst } Hops
    }
# $missed: the sentence above; $at: a source's coordinates.
eval-claim-minimum-exact-example = { $missed }; z. B. { $at }: Algorithmus { $algorithm }, Optimum { $optimum }
eval-claim-minimum-unbeaten = kein dimensionsgeordneter rekursiver Ablaufplan schlägt ihn an einer der { $n } Quellen; eine erschöpfende Prüfung braucht N <= 16
eval-claim-minimum-beaten = gültige Ablaufpläne schlagen ihn an { $count } von { $n } Quellen, um bis zu { $worst ->
        [one] einen Hop
       *[other] { $worst } Hops
    }
# $beaten: the sentence above; $at: a source's coordinates.
eval-claim-minimum-beaten-example = { $beaten }; z. B. { $at }: Algorithmus { $algorithm }, rekursiv { $recursive }
eval-claim-eye = Der Broadcast von einem Auge aus ergibt die optimale TCD über alle Quellen und Ablaufpläne, { $eye }.
eval-claim-eye-certified = Zertifikate an jeder Quelle (DRAT-geprüfte SAT-Widerlegungen oder N − 1 durch Zählen): kein Ablaufplan kommt unter { $lower }; TCD am Auge: { $eye }
eval-claim-eye-exact = erschöpfendes Optimum über alle Quellen und Ablaufpläne: { $optimum }; TCD am Auge: { $eye }
eval-claim-eye-beaten = ein dimensionsgeordneter rekursiver Ablaufplan erreicht { $recursive } < { $eye }
eval-claim-eye-recursive = der beste teilwürfel-rekursive Ablaufplan über alle Quellen erreicht { $recursive }; TCD am Auge: { $eye }
# No evidence: nothing computed could decide the claim.
eval-claim-no-evidence = {""}

## How a certificate's values are known (solver times in seconds).

eval-certificate-method = Zeuge von CaDiCaL in { NUMBER($sat, minimumFractionDigits: 1, maximumFractionDigits: 1) } s gefunden und von castlab nachgeprüft; { $lower }
# $refuted: the value one below the lower bound, which no schedule reaches.
eval-certificate-proof = { $refuted } in { NUMBER($unsat, minimumFractionDigits: 1, maximumFractionDigits: 1) } s widerlegt, DRAT-Beweis { $file } von dratify nachgeprüft
eval-certificate-checked = { $refuted } in { NUMBER($unsat, minimumFractionDigits: 1, maximumFractionDigits: 1) } s widerlegt, DRAT-Beweis von { $checker } in { NUMBER($check, minimumFractionDigits: 1, maximumFractionDigits: 1) } s geprüft (zu groß zum Speichern)
eval-certificate-cubes = { $refuted } durch Cube-and-Conquer widerlegt: { $cubes } Würfel, die jede Ordnung abdecken, jeder mit einem DRAT-Beweis widerlegt, geprüft von { $checker } ({ NUMBER($unsat, minimumFractionDigits: 1, maximumFractionDigits: 1) } s Lösen, { NUMBER($check, minimumFractionDigits: 1, maximumFractionDigits: 1) } s Prüfen insgesamt)
eval-certificate-theorem = untere Schranke aus 003 Satz 2.2.1
eval-certificate-count = untere Schranke N − 1, ein Hop pro Nachricht

## What an orderly view's ordering is.

eval-ordering-wk = Nachbarn im Cluster nach Adresse, dann der Inter-Cluster-Link
eval-ordering-msn = der horizontale Ausgangslink jedes Knotens, dann sein vertikaler
eval-ordering-pi = Π aus 003 §3.2, mit ungeradem ℓ wie im Beispiel von §3.3
eval-ordering-pi-d = Π_d aus 003 §4.2; die Kanten, die es unmarkiert lässt, erhalten d+2…2d
eval-ordering-pi-literal = Π aus 003 §3.2 mit ℓ, wie §3.1 es druckt (gerade)
eval-ordering-dim = Achse 0 vorwärts, Achse 0 rückwärts, Achse 1 vorwärts, …
eval-ordering-proven = bewiesenes Optimum: b^o = { $upper }
# $value: the proven value or bounds; $method: how the certificate knows them.
eval-ordering-certified = eine zertifizierte Ordnung ({ $value }); { $method }
eval-ordering-user = eine vom Benutzer gelieferte Ordnung
eval-ordering-plan = Ihre Ordnung (plan=)
# $start: the ordering the search started from, as a link names it (pi, dim).
eval-ordering-search = die beste von { $evaluations } Ordnungen, die eine Lokalsuche mit Startwert (seed { $seed }) ausprobiert hat, ausgehend von { $start }

## The bounds beside the exact times (orderly and classical views).
# $subject: b^Π(G), or b^Π(src) where only the originator's time is known.

eval-bound-diameter = kein Broadcast ist schneller als der Weg zum entferntesten Knoten
eval-bound-pi-d = { $subject } ≤ die Schranke für Π_d (mit Gewichten i⌊n_i/2⌋)
eval-bound-user-supplied = eine Schranke für die Broadcast-Zeit von Π; dies ist eine vom Benutzer gelieferte Ordnung
eval-bound-lower-2d = jede Ordnung von T_{"{"}{ $rows }×{ $cols }{"}"} braucht mindestens D + 1 (beide Seiten gerade) oder D + 2
eval-bound-lemma-pi = { $subject } ≤ D + { $excess } für Π in dieser Anordnung
eval-bound-lemma-met = { $subject } ≤ D + { $excess } für die Schranke von Π, von dieser Ordnung eingehalten
eval-bound-theorem-turned = der Satz legt Π mit Zeilen entlang der geraden Seite: dims={ $cols }x{ $rows } ist der Fall, den er beschränkt
eval-bound-theorem = { $subject } ≤ D + { $excess }
eval-bound-diks-pelc-meets = die frühere obere Schranke für b^o; diese Ordnung hält sie ein
eval-bound-diks-pelc-misses = die frühere obere Schranke für b^o; diese Ordnung verfehlt sie
eval-bound-classical = die für Tori zitierte klassische Broadcast-Zeit; ⌈log₂ N⌉ = { $log2 }
eval-bound-certificate-optimal = keine Ordnung sendet von jedem Ursprung aus schneller; die zertifizierte Ordnung ist optimal
eval-bound-certificate-gap = keine Ordnung sendet von jedem Ursprung aus schneller; zur zertifizierten Ordnung bleibt eine Lücke
eval-bound-optimum-tried = jede Ordnung ausprobiert: b^o = { $optimum }
eval-bound-optimum-too-many = zu viele Ordnungen, um alle auszuprobieren
# $note: one of the bounds below, not claimed on one-way links.
eval-bound-undirected-only = { $note }; die Schranke gilt für ungerichtete Graphen, und die Links dieses Netzwerks sind Einbahnstraßen, daher wird sie hier nicht behauptet
eval-bound-eccentricity = b(u) = { $classical } ist mindestens die Exzentrizität des Ursprungs e(u) = { $eccentricity } (der entfernteste Knoten wartet so viele Runden), also ist b(G) mindestens der Durchmesser D = { $diameter }
eval-bound-orderly = b(u) = { $classical } ist höchstens b^Π(u) = { $orderly }: ein geordneter Broadcast ist ein klassischer Ablaufplan
# $bound: a formula such as b₂^m(G) ≤ D(k − 1) + 1; $model: M1, M2 or M3.
eval-bound-messy = { $bound }: der langsamste beobachtete { $model }-Lauf ab u dauerte { $slowest }
eval-bound-messy-chain = b₁^m(u) = { $w1 } ≤ b₂^m(u) = { $w2 } ≤ b₃^m(u) = { $w3 }

## A user's ordering that cannot be used (castlab eval --ordering).

eval-custom-needs-orderly = eine eigene Ordnung braucht view=orderly
# $why: one of the faults below.
eval-custom-ordering = die eigene Ordnung: { $why }
eval-ordering-no-such-vertex = Knoten { $vertex } führt { $target } auf, den es nicht gibt
eval-ordering-repeated = Knoten { $vertex } führt { $target } zweimal auf
eval-ordering-not-the-neighbours = Knoten { $vertex } führt nicht genau seine Nachbarn im Graphen auf
eval-ordering-wrong-size = erwartet wird eine Ordnung von { $expected } Knoten

## An algorithm's name in a sentence or a chart's title ("b^Π(G) − D of Π").

rules-name-paper = der Algorithmus der Arbeiten
rules-name-symmetric = die beste Drehung des Algorithmus der Arbeiten
rules-name-recursive = der beste teilwürfel-rekursive Ablaufplan
rules-name-exact = das erschöpfende Optimum
rules-name-optimum = das zertifizierte Optimum
rules-name-least = der beste bekannte Ablaufplan
rules-name-fang = der Broadcast mit konstanten Labels
rules-name-stack = der stapelbasierte Broadcast
rules-name-pi = Π
rules-name-pi-literal = Π mit ℓ, wie §3.1 es druckt
rules-name-dim = die Dimensionsordnung
rules-name-search = die gesuchte Ordnung
rules-name-standard = die veröffentlichte Konstruktion
rules-name-tree = der Spannbaum-Broadcast
rules-name-greedy = die Matching-Heuristik

## What an algorithm is, for the panels (before a colon: its value in a link).

rules-about-paper = paper: der Algorithmus der Arbeiten (Algorithmen 1/2), wie gedruckt
rules-about-symmetric = symmetric: die beste Drehung des Algorithmus der Arbeiten (oder Spiegelung)
rules-about-recursive = recursive: der beste teilwürfel-rekursive Ablaufplan, das Optimum aller dimensionsgeordneten rekursiven Ablaufpläne
rules-about-exact = exact: das erschöpfende Optimum aller Ablaufpläne (N ≤ 16)
rules-about-optimum = das zertifizierte Optimum (cert=1): der Zeuge, den ein SAT-Solver fand, mit seinem Beweis
rules-about-least = least: der beste bekannte Ablaufplan von jeder Quelle, ihre kleinste bekannte TCD: exakt (N ≤ 16), durch ein Zertifikat bewiesen oder der beste gefundene Ablaufplan
rules-about-fang = fang: der Broadcast mit konstanten Labels aus 001
rules-about-stack = stack: der stapelbasierte Broadcast von Chen und Duh
rules-about-pi = pi: die Ordnung Π der Dissertation (Π_d in d-D)
rules-about-pi-literal = pi-literal: Π mit ℓ, wie §3.1 es druckt
rules-about-dim = dim: die Dimensionsordnung
rules-about-search = search: die gesuchte Ordnung, die beste, die eine Lokalsuche mit Startwert fand
rules-about-standard = standard: die veröffentlichte Konstruktion, der eigene Broadcast der Familie: der Binomialbaum auf Q_m, Verdopplung auf K_n (beide optimal)
rules-about-tree = tree: der Spannbaum-Broadcast, der beste entlang eines balancierten Breitensuch-Spannbaums (optimal auf Pfaden und Kreisen)
rules-about-greedy = greedy: die Matching-Heuristik, in jeder Runde ein größtes Matching von Anrufern zu uninformierten Nachbarn, die am weitesten reichenden zuerst

## A user's graph that castlab does not take (castlab check, the Python package).
# $last: the largest vertex number.

eval-graph-too-few-nodes = der Graph hat { $nodes } Knoten; ein Broadcast braucht mindestens { $least }
eval-graph-too-many-nodes = der Graph hat { $nodes } Knoten; castlab nimmt höchstens { $most }
eval-graph-too-many-links = der Graph hat { $links } Links; castlab nimmt höchstens { $most }
eval-graph-no-such-vertex = Knoten { $vertex } führt { $value } auf, das kein Knoten ist (es gibt 0 … { $last })
eval-graph-self-loop = Knoten { $vertex } führt sich selbst auf: eine Schleife, die kein Broadcast-Modell kennt (ein Anruf informiert einen anderen Knoten)
eval-graph-repeated = Knoten { $vertex } führt { $neighbour } zweimal auf: eine Mehrfachkante; zwei Knoten sind höchstens einmal verbunden
eval-graph-one-way = Knoten { $vertex } führt { $neighbour } auf, aber { $neighbour } führt { $vertex } nicht auf: Links sind ungerichtet, also wird jeder an beiden Enden aufgeführt
eval-graph-isolated = Knoten { $vertex } hat keine Nachbarn: kein Broadcast erreicht ihn, also muss der Graph zusammenhängend sein
eval-graph-disconnected = Knoten { $vertex } ist von Knoten 0 aus nicht erreichbar (nur { $reached } der { $nodes } Knoten sind es): ein Broadcast von jeder Quelle verfehlt einen Teil des Graphen, also muss der Graph zusammenhängend sein
eval-graph-no-such-source = die Quelle { $source } ist kein Knoten (es gibt 0 … { $last })
eval-graph-trials = trials={ $trials }: erwartet werden 1 … { $most } Messy-Broadcasts pro Modell

## Why a map of every originator's time is not drawn.

eval-skipped-exact = die erschöpfende Suche läuft von jedem Ursprung aus nur bis { $most } Knoten
eval-skipped-work-rounds = { $n } Ursprünge × { $links } Links × { $rounds } Runden sind mehr als { $most } Schritte
eval-skipped-work-diameter = { $n } Ursprünge × { $links } Links × D Runden sind mehr als { $most } Schritte
eval-skipped-gave-up = die erschöpfende Suche gab bei einem Ursprung auf
eval-skipped-adaptive = die Karte je Ursprung des adaptiven Modells endet bei { $most } Knoten
eval-skipped-pairs = { $originators } Ursprünge bis auf Symmetrie × { $n } Knoten überschreiten das Budget von 2^30 Paaren

# A closed form's provenance: castlab's paper numbers (000, 002) stay as
# they are; the page writes each as the paper's short name.
core-closed-form-eye = 000 Gl. (12) / 002 Gl. (15), von einem Auge aus
core-closed-form-torus = 000 §5 mit Gl. (12): Im Torus ist jeder Knoten ein Auge
core-closed-form-algorithm-1 = 000 Gln. (3)-(7)
core-closed-form-algorithm-2 = 002 Satz 1, Gln. (6)-(11)

# A network in a heading ($shape: its sides, 8×8; $symbol: Q_4, BF(3), WK(4, 3)).
core-network-title-symbol = { $symbol }
core-network-title-mesh = { $shape }-Gitter
core-network-title-torus = { $shape }-Torus
core-network-title-msn = { $shape }-Manhattan-Street-Netz
