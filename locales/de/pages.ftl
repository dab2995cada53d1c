# Die Räume der Seite (web/src/pages.rs, web/src/pages/*).

## Allen Räumen gemeinsam (pages.rs)

pages-waiting-readout = Die Werte unter dem Zeiger erscheinen wieder, sobald die Frage beantwortet ist.
pages-numbers-waiting = Die Zahlen erscheinen wieder, sobald die Frage beantwortet ist: Sie enthalten die Antwort.
pages-trace-toggle-title = Den Algorithmus neben dem Bild zeigen und erklären, warum jede Nachricht gesendet wird
pages-trace-hide = Erklärung ausblenden
pages-trace-show = Warum? Schritte erzählen
pages-rules-classical = Das klassische (Telefon-)Modell: In jeder Runde darf jeder informierte Knoten einen Nachbarn anrufen (im Manhattan-Street-Netz über einen seiner ausgehenden Einbahn-Links), und ein Knoten ist in höchstens einem Anruf pro Runde. Wie die Algorithmen von castlab ihre Anrufe wählen, wird gezeigt, sobald die Frage beantwortet ist.
pages-narrating-label = Warum jede Nachricht gesendet wird
pages-numbers-label = Zahlen
pages-map-label = Karte
pages-computing-map = Die Karte wird berechnet…
pages-keys-the-source = die Quelle
pages-keys-the-originator = den Ursprung

## Glossarbegriffe im Satz

pages-term-time-step-optimal = zeitschrittoptimal
pages-term-eye = Auge
pages-term-eyes = Augen
pages-term-routes = Routen
pages-term-verdict = Urteil

## Der TCD-Raum (pages/tcd.rs)

pages-tcd-readout-run = Zeigen Sie auf einen Knoten oder tippen Sie ihn an, um zu sehen, wann und von wem er informiert wird.
pages-tcd-readout-run-pick = Zeigen Sie auf einen Knoten oder tippen Sie ihn an, um zu sehen, wann und von wem er informiert wird; klicken oder tippen Sie ihn an, um ihn zur Quelle zu machen.
pages-tcd-readout-map = Zeigen Sie auf eine Zelle oder tippen Sie sie an, um ihre TCD als Quelle zu sehen.
pages-tcd-readout-map-pick = Zeigen Sie auf eine Zelle oder tippen Sie sie an, um ihre TCD als Quelle zu sehen; klicken oder tippen Sie sie an, um sie zur Quelle zu machen.
pages-tcd-readout-compare = { $at }: TCD { $tcd } ({ $algo }), { $other } ({ $compared }), Differenz { $difference }
pages-tcd-readout-source = { $at }: TCD { $tcd } als Quelle
pages-tcd-summary = { $sources } Quellen. Kleinste TCD { $least } (bei { $count } Quellen), größte { $largest }. Gitter mit vier oder mehr Dimensionen werden als Zahlen und Tabellen gezeigt.
pages-tcd-some-optimal = Einige optimale Quellen:{" "}
pages-tcd-legend-difference = TCD ({ $algo }) minus TCD ({ $compared }) (Hops; negativ: besser ist { $algo })
pages-tcd-legend = TCD jedes Knotens als Quelle (Hops, summiert über alle Nachrichten)
pages-tcd-toggle-run = Der Broadcast von { $from }
pages-tcd-toggle-map = TCD jeder Quelle
pages-tcd-run-numbers = Zahlen: der Schritt, der den Knoten informiert
pages-tcd-key-eyes = Augen (Definitionen 2, 5, 7)
pages-tcd-key-best = weitere optimale Quellen
pages-tcd-key-source = Quelle
pages-tcd-key-routes = Routen des Schritts (rot: geteilter Link)
pages-tcd-least-key = Zahlen: die kleinste bekannte TCD vom Knoten aus; { $interval }: ein zertifiziertes Intervall; { $found }: der beste gefundene Ablaufplan, darunter nichts bewiesen.
pages-tcd-regions-key = Gestrichelte Rahmen: das Teilgitter, für das jeder informierte Knoten nach diesem Schritt zuständig ist; seine späteren Nachrichten und die der von ihm informierten Knoten bleiben darin (Cang und Wu 1998, Abb. 4–6; 2000, Abb. 4b, 6, 7).
pages-tcd-table-caption = TCD von jeder Quelle aus ({ $algo })
pages-tcd-swept = die TCD ({ $algo })
pages-tcd-swept-paper = der Algorithmus der Arbeiten (Algorithmen 1 und 2)
pages-tcd-your-schedule = Ihr Ablaufplan
pages-tcd-title-run = Broadcast von { $from } auf dem { $sides }-{ $net ->
    [torus] Torus
   *[other] Gitter
}: { $by }
pages-tcd-short-title-run = Von { $from }, { $sides }-{ $net ->
    [torus] Torus
   *[other] Gitter
}
pages-tcd-title-map = Gesamtkommunikationsdistanz jeder Quelle auf dem { $sides }-{ $net ->
    [torus] Torus
   *[other] Gitter
}: { $algo }
pages-tcd-short-title-map = TCD jeder Quelle, { $sides }-{ $net ->
    [torus] Torus
   *[other] Gitter
}
pages-tcd-explain-model = Ein Broadcast von der Quelle erreicht jeden Knoten in möglichst wenigen Schritten: { $oneport }, { $optimal }, jede Nachricht in einem Schritt entlang von Gitterlinks geleitet. Die { $tcd } summiert die Hops all ihrer Nachrichten.
pages-tcd-explain-map = Jede Zelle ist eine Quelle, gefärbt nach der TCD des gewählten Algorithmus von ihr aus (dunkel: wenige Hops, gelb: viele; eine Differenzkarte ist lila, wo der verglichene Algorithmus schlechter ist). Ringe markieren die { $eyes }, Punkte die übrigen optimalen Quellen, das Quadrat die Quelle. Ein Schritt (oder Abspielen) zeigt stattdessen den Broadcast der Quelle als Ablauf: die Quelle, die früher und in diesem Schritt informierten Knoten, die noch nicht informierten, die { $routes } jedes Schritts (rot, wo zwei sich einen Link teilen) über einer Spur der früheren; zeigen Sie auf einen Knoten, um zu sehen, wann und von wem er informiert wird.
pages-tcd-explain-check = Die Prüfung gegen die Arbeit gibt jeder Aussage ein { $verdict } mit den Zahlen dahinter.
pages-tcd-explain-sweep = Das erste Diagramm zeigt die { $tcd } von der Quelle des Links (eine Ecke, sofern nicht anders angegeben) und von einem { $eye } aus, jeweils aus ihrem Ablaufplan nachgezählt, mit den geschlossenen Formeln der Arbeiten gestrichelt darüber. Das zweite zählt die Quellen, bei denen der beste teilwürfel-rekursive Ablaufplan Algorithmus 1 schlägt: wo Satz 2 der Arbeit nicht gilt.
pages-term-orderly-broadcasting = geordneter Broadcast

## Der klassische Raum (pages/classical.rs)

pages-classical-readout-none = Zeigen Sie auf einen Knoten oder tippen Sie ihn an, um seine Adresse und den Zeitpunkt seiner Information zu sehen; klicken oder tippen Sie ihn an, um ihn zum Ursprung zu machen.
pages-classical-readout = { $vertex }: { $when }
pages-classical-readout-own = { $vertex }: { $when }; von ihm aus dauert der Broadcast { $rounds } Runden
pages-classical-the-originator = der Ursprung
pages-classical-informed = informiert in Runde { $arrival }
pages-classical-informed-by = informiert in Runde { $arrival } durch { $caller } in Runde { $round }
pages-classical-swept = klassischen Broadcast
pages-classical-title = { $algo } von { $source }, { $network }: das Telefonmodell
pages-classical-short-title = Klassisch, { $network }
pages-classical-models-hidden = Die Zahlen der drei Modelle bleiben verborgen, bis die Frage beantwortet ist.
pages-classical-key-mesh = Jeder Knoten wird an seinen Koordinaten gezeichnet (ein Gitter mit drei oder mehr Dimensionen als nebeneinanderliegende Schichten); ein Anruf verbindet zwei Nachbarn, die auf einer Achse einen Schritt auseinanderliegen.
pages-classical-key-torus = Jeder Knoten wird an seinen Koordinaten gezeichnet (ein Torus mit drei oder mehr Dimensionen als nebeneinanderliegende Schichten); ein Anruf verbindet zwei Nachbarn, die auf einer Achse einen Schritt auseinanderliegen, die Wraparound-Links eingeschlossen.
pages-classical-key-msn = Jeder Knoten wird an seinen Koordinaten gezeichnet; die Links sind Einbahnstraßen, also verläuft ein Anruf über einen ausgehenden Link, vom Anrufer zum Angerufenen.
pages-classical-key-wk = Die Knoten werden auf dem Raster ihrer Adressen gezeichnet, je eine Zelle in Adressreihenfolge; ein Anruf verbindet zwei Nachbarn im Netz, nicht im Raster.
pages-classical-key-graph = Ein Anruf verbindet zwei Nachbarn im Netz, nicht im Raster.
pages-classical-explain-model = Das klassische (Telefon-)Modell: In jeder Runde darf jeder informierte Knoten einen Nachbarn anrufen (im Manhattan-Street-Netz über einen seiner ausgehenden Einbahn-Links), und ein Knoten ist in höchstens einem Anruf pro Runde. Die erste Karte zeigt den Ablauf vom Ursprung aus, Runde für Runde; die zweite die Zeit des Algorithmus von jedem Ursprung aus, wo sie berechnet wurde.
pages-classical-explain-rounds = So verlaufen die Runden. Die veröffentlichte Konstruktion des Hyperwürfels (der Binomialbaum): In Runde i ruft jeder informierte Knoten seinen Nachbarn über Dimension i an, die i-te Ziffer der Adresse von rechts; ein Knoten wird also in der Runde der am weitesten links stehenden Ziffer informiert, in der sich seine Adresse von der des Ursprungs unterscheidet. Verdopplung auf K_n: In jeder Runde ruft jeder informierte Knoten den nächsten nicht informierten Knoten in Nummernfolge an. Der Spannbaum-Broadcast (beliebiges Netz): Sobald ein Knoten informiert ist, ruft er seine Kinder in einem Breitensuche-Spannbaum an, eines pro Runde, das Kind mit dem am längsten brauchenden Teilbaum zuerst; auf einem Pfad (einem 1-D-Gitter) ruft der Ursprung zuerst in Richtung des entfernteren Endes. Die Matching-Heuristik (beliebiges Netz): In jeder Runde rufen möglichst viele informierte Knoten verschiedene nicht informierte Nachbarn an, die am weitesten reichenden zuerst. Gitter, Tori, WK-rekursive und Manhattan-Street-Netze haben hier keine veröffentlichte klassische Konstruktion: Ihre Zeiten sind die der Heuristiken (obere Schranken) oder der erschöpfenden Suche (N ≤ 64).
pages-classical-explain-models = Daneben dasselbe Netz unter den beiden anderen Modellen: { $orderly } mit der natürlichen Ordnung des Netzes (Voreinstellung der geordneten Ansicht) und ungeordneter Broadcast (M1–M3), mit den Schranken dazwischen, jede mit ihrem { $verdict }; eine nur für ungerichtete Graphen formulierte Schranke wird im Manhattan-Street-Netz als nicht anwendbar markiert.
pages-classical-explain-sweep = Die klassische Broadcast-Zeit beim Wachsen der Familie, neben ihren unteren Schranken und der geordneten Zeit.
pages-term-wk = WK-rekursives Netz
pages-term-all-port = All-Port

## Der WK-Raum (pages/wk.rs)

pages-wk-the-source = die Quelle
pages-wk-informed = informiert in Schritt { $step } durch { $from } mit Label { $label }
pages-wk-not-reached = nicht erreicht
pages-wk-free-link = keine (freier Link)
pages-wk-readout = { $address }: { $when }; cor-id { $corid }, cor-level { $corlevel }, flip-cor-id { $flip }
pages-wk-readout-none-pick = Zeigen Sie auf einen Knoten oder tippen Sie ihn an, um seine Adresse und den Zeitpunkt seiner Information zu sehen; klicken oder tippen Sie ihn an, um ihn zur Quelle zu machen.
pages-wk-readout-none = Zeigen Sie auf einen Knoten oder tippen Sie ihn an, um seine Adresse und den Zeitpunkt seiner Information zu sehen.
pages-wk-swept = den WK-rekursiven Broadcast
pages-wk-key = Links: grau innerhalb eines WK(W, 1)-Clusters, zwischen Clustern nach Ebene gefärbt und dicker; Stummel sind die freien Links. Nachrichten tragen ihr Label (m, t).
pages-wk-outline-toggle = Umrissgraph (Fang et al., Definition 5)
pages-wk-outline-key = Umriss: Jede gelbe Scheibe ist ein WK({ $w }, 1)-Cluster, als Knoten genommen; die dicken Links verbinden sie zu WK({ $w }, { $l }) (Proposition 1), jeweils eine Ebene tiefer als im Netz.
pages-wk-short-title = Von { $source } in WK({ $w }, { $l })
pages-wk-title = { $algo } von { $source } in WK({ $w }, { $l }): alle Ports, ein Hop pro Schritt
pages-wk-your-schedule = Ihr Ablaufplan
pages-wk-explain-drawing = Ein { $wk }, gezeichnet als verschachtelte Polygone: Cluster in Clustern, Links nach Ebene gefärbt. Der Broadcast ist { $allport }: Ein informierter Knoten sendet gleichzeitig über alle seine Links, ein Hop pro Schritt. Die Knoten tragen die Farben des Ablaufs: früher informiert, in diesem Schritt, noch nicht.
pages-wk-explain-algorithms = Der Algorithmus mit konstantem Label entscheidet anhand eines Labels (m, t), der höchsten durchlaufenen Ebene und einer Ecke; der stapelbasierte Broadcast trägt jedes durchlaufene Link-Label mit. Beide müssen jeden Knoten genau einmal innerhalb des Durchmessers 2^L − 1 erreichen; das Feld prüft es, auch mit zufälligen Link-Verzögerungen.
pages-wk-explain-sweep = Das konstante Label gegen den stapelbasierten Broadcast, während ein { $wk } wächst: die Bits des Labels, der größte Stapel und der Entscheidungsaufwand aller Knoten zusammen.
pages-wk-keys-last-digit = die Quelle zur vorigen oder nächsten Adresse (ihre letzte Ziffer)
pages-wk-keys-digit-before = die Quelle zur Adresse W davor oder danach (die vorletzte Ziffer)
pages-term-msn = Manhattan-Street-Netz
pages-term-slot = Slot

## Der MSN-Raum (pages/msn.rs)

pages-msn-readout = { $node }: { $hops } { $hops ->
    [one] Hop
   *[other] Hops
} von der Quelle
pages-msn-readout-slot = { $node }: { $hops } { $hops ->
    [one] Hop
   *[other] Hops
} von der Quelle; das Paket von { $source } erreicht ihn in Slot { $slot }
pages-msn-readout-phase = { $node }: { $hops } { $hops ->
    [one] Hop
   *[other] Hops
} von der Quelle; das Paket von { $source } erreicht ihn in Slot { $slot }, am Ende von { $phase }
pages-msn-readout-none = Zeigen Sie auf einen Knoten oder tippen Sie ihn an, um seine Distanz zu sehen; klicken oder tippen Sie ihn an, um dorthin zu routen (Routenansicht) oder ihn zur Quelle zu machen.
pages-msn-title = Das { $sides }-Manhattan-Street-Netz: { $view }
pages-msn-title-te = Totalaustausch, Slot für Slot
pages-msn-title-mnb = Mehrknoten-Broadcast, Slot für Slot
pages-msn-title-hamiltonian = zwei kantendisjunkte Hamiltonkreise
pages-msn-title-areas = die Pfadfamilie jedes Ziels (Abb. 3–4)
pages-msn-title-route = Distanzen und kürzeste Routen
pages-msn-short-title = { $sides }-MSN: { $view }
pages-msn-short-te = Totalaustausch
pages-msn-short-mnb = Mehrknoten-Broadcast
pages-msn-short-hamiltonian = Hamiltonkreise
pages-msn-short-areas = Pfadfamilien
pages-msn-short-route = Routen
pages-msn-swept = das Manhattan-Street-Netz
pages-msn-table-caption = Hops von der Quelle zu jedem Knoten
pages-msn-explain-te = Totalaustausch ({ $te }): Jeder Knoten sendet an jeden anderen, Phase für Phase; Orange und Blau sind die zwei Routing-Tags einer Phase, wobei jeder Link in jedem Slot belegt ist.
pages-msn-explain-mnb = Mehrknoten-Broadcast ({ $mnb }): Alle Knoten senden gleichzeitig; die Knoten, die das Paket dieser Quelle halten, füllen sich Slot für Slot.
pages-msn-explain-hamiltonian = Zwei Kreise, orange und blau, die jeweils jeden Knoten einmal durchlaufen und keinen Link teilen; die Hälfte jedes Pakets läuft über jeden Ring.
pages-msn-explain-areas = Jedes Ziel nimmt die Farbe der Pfadfamilie an, die es von der Quelle aus zuerst erreicht (Gl. (5)): die Bereiche A₁ … A₄ aus Varvarigos' Abb. 3–4; blassere Zellen sind Gleichstände. Das Feld stellt die Teilsummen von Gl. (10), per Breitensuche ermittelt, neben die gedruckten Formeln der Arbeit.
pages-msn-explain-route = Distanzen von der Quelle (dunkler: näher); orange ist die kürzeste Route zum Ziel nach Gl. (5) der Arbeit, per Breitensuche geprüft.
pages-msn-explain-streets = Ein { $msn }: Einbahnstraßen, mit Norden oben gezeichnet, ihre Wraparounds als Stummel. Pakete bewegen sich per Store-and-Forward, ein { $slot } pro Link.
pages-msn-explain-sweep = Die mittlere Distanz im { $msn } gegen N, über alle Routen, mit Gl. (27) der Arbeit und (X+Y)/4 des Torus gestrichelt, und der daraus folgenden Durchsatzschranke auf der rechten Achse.
pages-msn-keys-west-east = die Quelle nach Westen oder Osten verschieben
pages-msn-keys-north-south = die Quelle nach Norden oder Süden verschieben
pages-msn-keys-eight = 8 Knoten auf einmal verschieben
pages-term-orderly-broadcasting-start = Geordneter Broadcast
pages-term-diameter = Durchmesser

## Der geordnete Raum (pages/orderly.rs)

pages-orderly-the-originator = der Ursprung
pages-orderly-informed-by = informiert in Schritt { $step } durch { $from } über dessen Label { $label }
pages-orderly-informed = informiert in Schritt { $step } vom Ursprung
pages-orderly-readout-own = { $vertex }: { $when }; als Ursprung ist er bei { $finish } fertig
pages-orderly-readout = { $vertex }: { $when }
pages-orderly-readout-none-pick = Zeigen Sie auf einen Knoten oder tippen Sie ihn an, um seine Zeiten zu sehen; klicken oder tippen Sie ihn an, um ihn zum Ursprung zu machen.
pages-orderly-readout-none = Zeigen Sie auf einen Knoten oder tippen Sie ihn an, um seine Zeiten zu sehen.
pages-orderly-fired-adaptive = Schritt { $step }: Jeder informierte Knoten sendet an den nächsten Nachbarn in seiner Label-Reihenfolge, von dem er noch nichts gehört hat (das adaptive Modell).
pages-orderly-fired-label = Label { $label } { $n ->
    [one] vom Knoten, der in Schritt { $at } informiert wurde
   *[other] von den { $count } Knoten, die in Schritt { $at } informiert wurden
}
pages-orderly-list-separator = ,{" "}
pages-orderly-fired-more = , und höhere Labels von früher informierten Knoten
pages-orderly-fired = Schritt { $step }: Jeder in Schritt t informierte Knoten sendet über sein Label { $step } − t: { $labels }. { $informed } Knoten sind neu informiert.
pages-orderly-family-key = Die Labels jedes Knotens, der Reihe nach: { $order }.
pages-orderly-family-key-grid = Die Knoten werden auf dem Raster ihrer Adressen gezeichnet, je eine Zelle in Adressreihenfolge, Zeile für Zeile; ein Link verbindet zwei Nachbarn im Netz, nicht im Raster. Die Labels jedes Knotens, der Reihe nach: { $order }.
pages-orderly-your-ordering = Ihre Ordnung
pages-orderly-title-grid = Geordneter Broadcast auf dem { $sides }-{ $net ->
    [torus] Torus
    [msn] MSN
   *[other] Gitter
}: { $algo }{ $adaptive ->
    [yes] {" (adaptiv)"}
   *[other] {""}
}
pages-orderly-title-named = Geordneter Broadcast auf { $network }: { $algo }{ $adaptive ->
    [yes] {" (adaptiv)"}
   *[other] {""}
}
pages-orderly-short-grid = Geordnet, { $sides }-{ $net ->
    [torus] Torus
    [msn] MSN
   *[other] Gitter
}
pages-orderly-short-named = Geordnet, { $network }
pages-orderly-swept = den geordneten Broadcast ({ $algo })
pages-orderly-table-caption = Ankunftszeit vom Ursprung aus und Broadcast-Zeit jedes Knotens als Ursprung
pages-orderly-explain-model = { $orderly }: Jeder Knoten nummeriert seine ausgehenden Kanten 1, 2, …, und ein zur Zeit t informierter Knoten sendet zur Zeit t + i über Kante i, ob der Nachbar schon Bescheid weiß oder nicht.
pages-orderly-explain-maps = Die erste Karte ist der Ablauf: die Ankunftszeit jedes Knotens vom gewählten Ursprung aus und, Schritt für Schritt, welche Kanten ihn informieren und über welches Label jede sendet. Die zweite gibt { $bpiu }, die Broadcast-Zeit von jedem Ursprung u aus; ihr größter Wert ist { $bpig }. Die Schranken daneben: Der { $diameter } und die untere Schranke der Dissertation gelten für jede Ordnung, ihre Lemmata und Sätze für Π; jede erhält ein { $verdict }.
pages-orderly-explain-sweep = Jede Zelle ist ein Torus m × n, gefärbt nach { $bpig } − { $d }: wie viele Schritte die Ordnung über den entferntesten Knoten hinaus braucht. Ein Ring markiert einen Torus, bei dem der Wert der Lemma-Schranke der Dissertation gleicht, ein Kreuz einen, bei dem er sie übersteigt: Wählen Sie das in §3.1 gedruckte ℓ als Ordnung, um zu sehen, wo. In drei Dimensionen ist die Farbe der Spielraum, den die Schranke von Satz 4.3.1 lässt.

## Der Durchlauf-Raum (pages/sweep.rs)

pages-sweep-title = Durchlauf für { $what }, { $range }
pages-sweep-to = {" "}bis{" "}
pages-sweep-range-key = { $key } von { $range }
pages-sweep-range-sides = Seiten { $sides }, { $d }-D
pages-sweep-range-sizes = Größen { $sizes }
pages-sweep-refused = Dieser Durchlauf kann nicht in der Seite laufen: { $why }. castlab sweep führt ihn auf Ihrem eigenen Rechner aus, bis zu 2^{ $power } Arbeitseinheiten.
pages-sweep-computing = Alle Größen werden berechnet…
pages-sweep-chart-label = { $title }. Zeigen, tippen oder Pfeiltasten für die Werte jedes Punkts; die Tabelle unten listet sie alle auf.
pages-sweep-no-chart = Diagramme zeigen einen oder zwei Bereiche; dieser Durchlauf hat mehr, und die Tabelle unten listet ihn auf.
pages-sweep-readout-none = Zeigen Sie auf einen Punkt, tippen Sie ihn an oder gehen Sie mit den Pfeiltasten zu ihm, um seine Werte zu sehen; klicken Sie ihn an (oder drücken Sie die Eingabetaste), um diese Größe zu öffnen.
pages-sweep-open-size = Diese Größe öffnen
pages-sweep-table = Tabelle aller Größen ({ $rows } Zeilen)
pages-sweep-ordering = Ordnung
pages-sweep-skipped = { $count } weitere Größen im Bereich sind nicht anwendbar
pages-sweep-skipped-first = Die erste: { $why }
pages-sweep-sizes = { $sizes } Größen, berechnet von { $workers } { $workers ->
    [one] Worker
   *[other] Workern
}.
pages-sweep-heading = Durchlauf
pages-sweep-range-label = Größen (A..B pro Seite oder A..B^d)
pages-sweep-range-aria = Die zu durchlaufenden Größen
pages-sweep-panel-note = Jeder Punkt ist eine Konfiguration; klicken Sie ihn an, um sie zu öffnen. Die Tabelle und die Downloads enthalten jeden Wert, so wie castlab sweep sie ausgibt.

## Die Diagramme des Durchlaufs (pages/sweep/charts.rs, charts/*)

pages-chart-k = k (Seite 2ᵏ)
pages-chart-tcd-source = TCD der Quelle (Ablaufplan)
pages-chart-tcd-from = TCD von { $source } (Ablaufplan)
pages-chart-tcd-title = TCD pro Knoten gegen k: aus jedem Ablaufplan, und die geschlossenen Formeln der Arbeiten
pages-chart-tcd-axis = TCD pro Knoten (Hops)
pages-chart-tcd-recurrence = die Rekursion der Arbeiten (1998 Gl. (3)–(7), (12); 2000 Gl. (6)–(11), (15))
pages-chart-tcd-eye = TCD von einem Auge (Ablaufplan)
pages-chart-tcd-eye-closed = geschlossene Formel an einem Auge wie gedruckt (Cang und Wu 1998 Gl. (10), 2000 Gl. (16))
pages-chart-beaten-title = Quellen, bei denen ein gültiger Ablaufplan Algorithmus 1 schlägt (dort scheitert { $theorem })
pages-chart-beaten-axis = Quellen (%)
pages-chart-beaten-series = rekursiver Ablaufplan unter Algorithmus 1
pages-chart-beaten-heat = Quellen, bei denen ein gültiger Ablaufplan Algorithmus 1 schlägt, { $first } × { $second }
pages-chart-beaten-value = geschlagene Quellen (%)
pages-chart-classical-title = Klassische Broadcast-Zeit gegen { $axis }
pages-chart-rounds = Runden
pages-chart-classical-b = b: der beste Ablaufplan von castlab ab der Quelle
pages-chart-classical-lower = untere Schranke: ⌈log₂ N⌉ oder die Exzentrizität der Quelle
pages-chart-lemma-bound = Schranke von Lemma 3.8.1/3.8.2
pages-chart-theorem-bound = Schranke von Satz 4.3.1
pages-chart-orderly-title = Broadcast-Zeit − Durchmesser von { $ordering } gegen die Seite
pages-chart-orderly-axis = Schritte über dem Durchmesser
pages-chart-orderly-over = Broadcast-Zeit − Durchmesser
pages-chart-bound-minus-d = { $bound } − D
pages-chart-lower-minus-d = untere Schranke − D
pages-chart-orderly-heat = Broadcast-Zeit − Durchmesser von { $ordering } auf jedem Torus { $first } × { $second }
pages-chart-slack-heat = Der Spielraum von Satz 4.3.1 für { $ordering }, Tori { $first } × { $second } × …
pages-chart-slack-value = Schranke von Satz 4.3.1 − Broadcast-Zeit
pages-chart-mark-equals = gleich { $bound }
pages-chart-mark-exceeds = übersteigt { $bound }
pages-chart-msn-throughput = Durchsatzschranke (rechte Achse)
pages-chart-msn-title = Mittlere Distanz des N × N-Manhattan-Street-Netzes, N = { $n }
pages-chart-msn-axis = mittlere Distanz (Hops)
pages-chart-msn-mean = mittlere Distanz (alle Routen)
pages-chart-msn-torus = Torus (X+Y)/4
pages-chart-msn-heat = Mittlere Distanz des X × Y-Manhattan-Street-Netzes, { $first } × { $second }
pages-chart-msn-value = mittlere Distanz
pages-chart-the-source = die Quelle
pages-chart-wk-fang = konstantes Label (fang) ab { $source }
pages-chart-wk-stack = stapelbasierter Broadcast
pages-chart-wk-title = { $what } gegen { $axis }
pages-chart-wk-general = konstantes Label ab 0…01 (keine Ecke): (m, t)
pages-chart-wk-bits-title = Label-Bits
pages-chart-wk-bits = Bits
pages-chart-wk-stack-title = Größter Stapel
pages-chart-wk-entries = Einträge
pages-chart-wk-work-title = Gesamter Entscheidungsaufwand
pages-chart-wk-operations = Operationen
pages-chart-wk-work-value = Gesamtaufwand des stapelbasierten Broadcasts
pages-chart-certified-title = b^o − Schranke von Satz 2.2.1 (per SAT bewiesen)
pages-chart-certified-axis = Schritte über der Schranke
pages-chart-certified-proven = b^o bewiesen
pages-chart-certified-open = offen: zwischen der Schranke und diesem Wert
pages-chart-certified-series-proven = b^o − Schranke (bewiesen)
pages-chart-certified-series-open = zertifizierte Ordnung − Schranke (b^o offen)
pages-chart-family-best = { $b }, bester Wert von castlab ab Knoten 0
pages-chart-family-exact = { $b } exakt bekannt
pages-chart-family-slowest = { $b }, langsamster Ursprung von { $algo } (Zeit einer Heuristik)
pages-chart-family-upper = obere Schranke ({ $bound })/{ $axis }
pages-chart-family-lower = untere Schranke { $bound }/{ $axis } (asymptotisch)
pages-chart-family-bounds-title = b/{ $axis } von { $family } gegen die Schranken von { $authors }
pages-chart-family-lower-log = untere Schranke: ⌈log₂ N⌉ oder die Exzentrizität des Ursprungs
pages-chart-family-classical-title = Klassische Broadcast-Zeit von { $family }, { $axis } = { $span }
pages-chart-family-rounds = { $b } (Runden)
pages-chart-family-rounds-per = { $b } (Runden pro Dimension)
pages-chart-family-bpi = b^Π(G) von { $ordering }
pages-chart-family-lower-bound = untere Schranke
pages-chart-family-thesis = { $paper } §1.2.2, Ergebnis 4: m(m + 1)/2, der schlechteste Fall von ungeordnetem M3
pages-chart-family-orderly-title = Geordnete Broadcast-Zeit von { $family }, { $axis } = { $span }
pages-chart-family-explain-orderly = Jeder Punkt ist eine Größe der Familie: b^Π(G), die geordnete Broadcast-Zeit der Ordnung des Links über alle Ursprünge, neben ihrer unteren Schranke, dem Durchmesser. Auf Q_m ist die gestrichelte Kurve m(m + 1)/2 die schlechteste ungeordnete M3-Zeit, die Taslakian 2004 §1.2.2 als Ergebnis 4 auflistet (dort als geordnete Zeit gedruckt: siehe die Errata von castlab); die Dimensionsordnung erreicht sie bei jedem m.
pages-chart-family-explain-classical = Jeder Punkt ist eine Größe der Familie: der beste klassische Ablaufplan (Telefonmodell) von castlab ab Knoten 0, markiert, wo seine Zeit genau b ist, und der langsamste Ursprung des Algorithmus des Links, die Zeit einer Heuristik: Sie kann über einer veröffentlichten oberen Schranke liegen, ohne sie zu verletzen, da eine Schranke den besten Ablaufplan betrifft. Auf BF(m) und UB(2, m) sind die Zeiten durch m geteilt, gegen die veröffentlichten Schranken als gestrichelte Linien: für BF(m) die obere Schranke 2m − 1 und die untere Schranke 1,7417m, für UB(2, m) die bekannte obere Schranke 1,5m + 1,5 und die untere Schranke 1,3171m; beide unteren Schranken gelten nur für große m. Quelle: R. Klasing, B. Monien, R. Peine und E. A. Stöhr, „{ $title }“, Discrete Applied Mathematics 53 (1994).
paper-title-klasing-1994 = Broadcasting in butterfly and deBruijn networks

# The authors of the butterfly and de Bruijn bounds, as a chart's title names them.
pages-chart-klasing-authors = Klasing, Monien, Peine und Stöhr
