# Erzählte Schritte (trace=1): der Pseudocode des Algorithmus, warum jede
# Nachricht gesendet wird, das Schrittprotokoll und der Schrittregler.
# Die mathematische Notation der Pseudocodezeilen bleibt unverändert.

## Titel (die der Algorithmen stehen in core.ftl, rules-heading-…)

narration-title-user-ordering = eine vom Benutzer gelieferte Ordnung

## TCD: die Algorithmen von Cang und Wu (Arbeiten 000, 002)

# "000" und "002" sind Nummern der Arbeiten, die die Seite durch deren Namen ersetzt.
narration-tcd-cite-2d = 000 Algorithmus 1, seine vier Aufzählungspunkte; 000 §5 zum Torus
narration-tcd-cite-3d = 002 Algorithmus 2, Schritte 1–4
narration-tcd-cite-dd = 002 §4 (der Augen-Broadcast, Phase für Phase)
narration-tcd-line-symmetry = Wähle die Drehung oder Spiegelung g des Gitters, unter der die TCD des Algorithmus von S aus am kleinsten ist; führe ihn auf g(Gitter) aus und bilde jede Nachricht zurück ab.
narration-tcd-line-split-2d = Teile das 2^k×2^k-Gitter in vier 2^{"{"}k−1{"}"}×2^{"{"}k−1{"}"}-Teilgitter; drehe es, bis S im oberen linken liegt.
narration-tcd-line-step1-2d = Schritt 1: S sendet an das obere rechte Auge E_k(2).
narration-tcd-line-step2-source-2d = Schritt 2: S sendet an das untere linke Auge E_k(3) oder an E_{"{"}k−1{"}"}(1), je nachdem, welches näher an S liegt.
narration-tcd-line-step2-eye-2d = Schritt 2: E_k(2) sendet gerade nach unten an das untere rechte Auge E_k(4).
narration-tcd-line-repeat-2d = Jedes Teilgitter wiederholt dies von seinem Halter aus, Ebene für Ebene, bis die 2×2-Gitter in zwei Schritten fertig sind.
narration-tcd-line-split = Teile das Gitter in 2^d Teilgitter der halben Seitenlänge; drehe es, bis der Halter S im ersten (unteren) liegt.
narration-tcd-line-step-source = Schritt j (entlang x, dann z, dann y in 3-D): S sendet über Achse j an e_k + a_k auf dieser Achse, e_k auf späteren Achsen und das nähere von e_k und e_k − a_{"{"}k−1{"}"} auf früheren.
narration-tcd-line-step-other = Schritt j: jeder andere Halter sendet gerade über Achse j, an e_k + a_k.
narration-tcd-line-repeat = Jedes Teilgitter wiederholt dies von seinem Halter aus, bis die Einheitswürfel fertig sind.

# Ein Grund eines TCD-Schritts: der Satz seiner Regel, dann wo das Auge auf der
# Seite liegt, was die Wahl einsparte und warum Routen abbogen (jeder Teil kann
# leer sein und beginnt mit seinem eigenen Leerzeichen).
narration-tcd-reason = { $rule }{ $frame }{ $saved }{ $route }
# Unterhalb der obersten Ebene läuft der Algorithmus in jedem Teilgitter erneut;
# $rule ist der Satz der Regel (mit $inner = yes), $sides z. B. 4×4.
narration-tcd-again = Schritt { $step } erneut, in jedem { $sides }-Teilgitter (Zeile { $line }): { $rule }
narration-tcd-example = { $from } → { $to }, { $hops ->
        [one] { $hops } Hop
       *[other] { $hops } Hops
    }
# $kind ist "mesh" (das ganze Gitter) oder "submesh"; $inner ist "yes" nach dem
# Doppelpunkt von narration-tcd-again.
narration-tcd-holder-one = { $inner ->
        [yes] der
       *[other] Der
    } Halter des { $sides }-{ $kind ->
        [mesh] Gitters
       *[other] Teilgitters
    } sendet über { $axis } an das Auge der anderen Hälfte: { $example }.
narration-tcd-holder-many = { $n } Halter, einer pro { $sides }-{ $kind ->
        [mesh] Gitter
       *[other] Teilgitter
    }, senden je über { $axis } an ein Auge in der anderen Hälfte ihres Teilgitters; z. B. { $example }.
narration-tcd-across-one = { $inner ->
        [yes] der
       *[other] Der
    } andere Halter im { $sides }-{ $kind ->
        [mesh] Gitter
       *[other] Teilgitter
    } sendet gerade über { $axis }: { $example }.
narration-tcd-across-many = { $inner ->
        [yes] die
       *[other] Die
    } anderen { $n } Halter der { $sides }-{ $kind ->
        [mesh] Gitter
       *[other] Teilgitter
    } senden gerade über { $axis }; z. B. { $example }.
narration-tcd-target = { $n ->
        [one] { $n } informierter Teilwürfel
       *[other] { $n } informierte Teilwürfel
    } der Seitenlänge { $side } { $n ->
        [one] sendet
       *[other] senden
    } über { $axis } an das beste Ziel der empfangenden Hälfte (kleinste Distanz plus deren verbleibende Kosten); z. B. { $example }.
narration-tcd-split = { $n ->
        [one] { $n } Sender übergibt die Hälfte seiner
       *[other] { $n } Sender übergeben die Hälfte ihrer
    } Menge an den Empfänger der besten Teilung, der { $nodes } Knoten übernimmt; z. B. { $example }.
narration-tcd-numbered = { $n ->
        [one] { $n } Nummer x des Zertifikats hört
       *[other] { $n } Nummern x des Zertifikats hören
    } von x − 2^b (b = höchstes Bit von x); z. B. { $example }.
narration-tcd-untraced = { $n ->
        [one] { $n } Nachricht
       *[other] { $n } Nachrichten
    } ohne aufgezeichnete Regel; z. B. { $example }.
# $dir ist right, left, down oder up.
narration-tcd-goes = {" "}Auf der Seite geht die Nachricht { $dir ->
        [right] nach rechts
        [left] nach links
        [down] nach unten
       *[up] nach oben
    }.
# $eye ist "upper-right" (das obere rechte Auge) oder "lower-half" (das Auge der unteren Hälfte).
narration-tcd-frame = {" "}Hier liegt { $point } oben links im { $sides }-{ $kind ->
        [mesh] Gitter
       *[other] Teilgitter
    }, wie gezeichnet, also liegt das { $eye ->
        [upper-right] obere rechte Auge
       *[other] Auge der unteren Hälfte
    } { $dir ->
        [right] rechts
        [left] links
        [down] unten
       *[up] oben
    }.
# $place ist upper-right, lower-left oder lower-right.
narration-tcd-frame-turned = {" "}Hier liegt { $point } { $place ->
        [upper-right] oben rechts
        [lower-left] unten links
       *[other] unten rechts
    } in seinem { $sides }-{ $kind ->
        [mesh] Gitter
       *[other] Teilgitter
    }, also dreht der Algorithmus dieses { $kind ->
        [mesh] Gitter
       *[other] Teilgitter
    } um { $place ->
        [upper-right] eine Vierteldrehung gegen den Uhrzeigersinn
        [lower-left] eine Vierteldrehung im Uhrzeigersinn
       *[other] eine halbe Drehung
    }, damit er oben links liegt: Das { $eye ->
        [upper-right] obere rechte Auge
       *[other] Auge der unteren Hälfte
    } liegt dann im Bild { $dir ->
        [right] rechts
        [left] links
        [down] unten
       *[up] oben
    }.
# $order und $plain sind Achsenreihenfolgen (yx, xy).
narration-tcd-route-clash = {" "}{ $n ->
        [one] { $n } Nachricht wurde
       *[other] { $n } Nachrichten wurden
    } { $order } statt { $plain } geroutet: { $plain } würde den Link { $link } mit { $from } → { $to } teilen.
narration-tcd-route-symmetry = {" "}{ $n ->
        [one] { $n } Nachricht wurde
       *[other] { $n } Nachrichten wurden
    } { $order } statt { $plain } geroutet: das Bild des x-zuerst-Routings unter der Symmetrie auf dem gedrehten Gitter.
narration-tcd-route-free = {" "}{ $n ->
        [one] { $n } Nachricht wurde
       *[other] { $n } Nachrichten wurden
    } { $order } statt { $plain } geroutet, damit kein Link zwei Nachrichten des Schritts trägt.

## Der teilwürfel-rekursive Ablaufplan, das erschöpfende Optimum, das Zertifikat

narration-recursive-cite = castlab (docs/explanations: die rekursive Familie); enthält 000 Algorithmus 1
narration-recursive-line-dp = Für jede Ebene und jeden Halter T liefert eine DP A_π(T): die kleinste TCD, wenn der Teilwürfel von T die anderen entlang der Achsenreihenfolge π informiert (Distanz + eigene Kosten des empfangenden Teilwürfels, durch L1-Distanztransformationen).
narration-recursive-line-order = Wähle die Achsenreihenfolge π mit dem kleinsten A_π(S).
narration-recursive-line-step = Schritt i: jeder informierte Teilwürfel sendet über Achse π_i an den Knoten des empfangenden Teilwürfels, der Distanz plus verbleibende Kosten dieses Teilwürfels minimiert.
narration-recursive-line-repeat = Jeder Teilwürfel wiederholt dies von dem Knoten aus, an den gesendet wurde.
narration-recursive-ties = {" "}Von dieser Quelle aus gleicht er dem Algorithmus der Arbeiten: TCD { $this }.
narration-recursive-saves = {" "}Von dieser Quelle aus spart die Wahl { $saved ->
        [one] { $saved } Hop
       *[other] { $saved } Hops
    } gegenüber dem Algorithmus der Arbeiten ({ $this } gegen { $paper }).
narration-recursive-loses = {" "}Von dieser Quelle aus: TCD { $this } gegen { $paper } der Arbeiten.
narration-exact-cite = castlab: ein dynamisches Programm über Teilmengen (N ≤ 16)
narration-exact-line-define = f(A, s): die kleinste TCD, um die Menge A von s ∈ A aus in log₂|A| Schritten zu informieren; f({"{"}s{"}"}, s) = 0.
narration-exact-line-recurrence = f(A, s) = Minimum über Hälften B ⊂ A∖{"{"}s{"}"}, |B| = |A|/2, und r ∈ B von dist(s, r) + f(A∖B, s) + f(B, r).
narration-exact-line-emit = Ausgabe: s sendet an r, das r der besten Teilung; dann A∖B von s und B von r aus, einen Schritt später.
narration-optimum-cite = castlab-prove: ein SAT-Zeuge mit seinem geprüften Beweis (docs/certified.md)
narration-optimum-line-numbers = Das Zertifikat nummeriert die Knoten 0 … N − 1, die Quelle 0.
narration-optimum-line-step = Schritt b + 1: jede Nummer x mit höchstem Bit b hört von x − 2^b.
narration-optimum-line-proof = Kein Ablaufplan hat eine kleinere TCD: Der Beweis des Solvers für die nächstkleinere Schranke wurde nachgeprüft.

## WK-Netze (Arbeit 001)

narration-fang-cite = 001 §3: Eck-Broadcast (1.x) und allgemeiner Broadcast (2.x)
narration-fang-line-source = Quelle s: eine Ecke (p)^L sendet p an ihre inneren Nachbarn; jedes andere s sendet (0, cor-id(s)) an seine inneren Nachbarn und (cor-level(s), flip-cor-id(s)) über seinen Inter-Cluster-Link.
narration-fang-line-spread = (1.1), (2.1): Ein über einen Inter-Cluster-Link empfangenes Label geht unverändert an jeden inneren Nachbarn.
narration-fang-line-corner = (1.2.2.1): p, über einen inneren Link empfangen, geht über den Inter-Cluster-Link, wenn flip-cor-id(v) = p.
narration-fang-line-higher = (2.2.2): (m, t) über einen inneren Link empfangen, c = cor-level(v) > m: sende (c, flip-cor-id(v)) über den Inter-Cluster-Link.
narration-fang-line-matching = (2.2.4.1): c < m und flip-cor-id(v) = t: leite (m, t) über den Inter-Cluster-Link weiter.
narration-fang-line-stop = Sonst halte an: (1.2.1) eine Ecke des Netzes, (1.2.2.2), (2.2.1), (2.2.3) c = m, (2.2.4.2).
narration-stack-cite = 001 §1, beschreibt den Broadcast von Chen und Duh
narration-stack-line-source = Quelle: lege L auf den Stapel; sende den Stapel auf jedem Link.
narration-stack-line-pop = Ein Knoten, der über einen Link mit Label i (0: innen) erreicht wird, nimmt Elemente vom Stapel, solange das oberste ≤ i ist, und legt dann i darauf.
narration-stack-line-send = Er sendet den Stapel auf jedem Link, dessen Label nicht darin liegt.
# $n Zustellungen, eine davon von $from an $to mit dem Label $label.
narration-wk-start-inner = Die Quelle sendet an { $n ->
        [one] { $n } inneren Nachbarn
       *[other] { $n } inneren Nachbarn
    } ihres eigenen kleinsten Clusters; z. B. { $from } → { $to } mit { $label }.
narration-wk-start-inter = Die Quelle sendet außerdem über ihren Inter-Cluster-Link: { $from } → { $to } mit { $label }.
# $senders Knoten geben das Label in $n Nachrichten weiter.
narration-wk-spread = { $senders ->
        [one] { $senders } über einen Inter-Cluster-Link erreichter Knoten gibt
       *[other] { $senders } über einen Inter-Cluster-Link erreichte Knoten geben
    } das Label unverändert an jeden inneren Nachbarn weiter ({ $n ->
        [one] { $n } Nachricht
       *[other] { $n } Nachrichten
    }); z. B. { $from } → { $to } mit { $label }.
narration-wk-corner = { $n ->
        [one] { $n } Knoten gibt das Ecken-Label über seinen
       *[other] { $n } Knoten geben das Ecken-Label über ihren
    } Inter-Cluster-Link weiter, weil der Knoten dort auf die Ziffer p des Labels endet (flip-cor-id(v) = p in der Arbeit); z. B. { $from } → { $to } mit { $label }.
narration-wk-higher = { $n ->
        [one] { $n } Knoten sendet ein neues Label über seinen
       *[other] { $n } Knoten senden ein neues Label über ihren
    } Inter-Cluster-Link, weil dieser Link eine höhere Ebene hat als jeder, den das Label passiert hat (cor-level(v) > m in der Arbeit): Das neue Label ist diese Ebene und die letzte Ziffer des erreichten Knotens (flip-cor-id(v)); z. B. { $from } → { $to } mit { $label }.
narration-wk-matching = { $n ->
        [one] { $n } Knoten gibt das Label unverändert über seinen
       *[other] { $n } Knoten geben das Label unverändert über ihren
    } Inter-Cluster-Link weiter, weil dieser Link eine niedrigere Ebene hat als das m des Labels (cor-level(v) < m) und zu einem Knoten führt, der auf die Ziffer t des Labels endet (flip-cor-id(v) = t); z. B. { $from } → { $to } mit { $label }.
narration-wk-stack = { $n ->
        [one] { $n } Stapel wird
       *[other] { $n } Stapel werden
    } auf Links gesendet, deren Label nicht im Stapel liegt; z. B. { $from } → { $to } mit { $label }.

## Geordneter Broadcast (Arbeit 003)

narration-orderly-cite = 003 §1.3 (geordneter Broadcast); Π: 003 §3.2, Π_d: §4.2
narration-orderly-line-origin = Der Ursprung hält die Nachricht zur Zeit 0.
narration-orderly-line-send = Ein zur Zeit t informierter Knoten sendet auf Marke i seiner Liste zur Zeit t + i, i = 1 … deg(v), gleich, wer schon gehört hat (nicht adaptiv).
narration-orderly-line-first = Ein Knoten wird durch die erste Nachricht informiert, die ihn erreicht (bei Gleichstand der Sender mit dem kleinsten Index).
narration-orderly-line-pi = Die Listen von Π (§3.2), nach der Spalte j eines Knotens, seiner zweiten Koordinate (als Zeile der Karte gezeichnet): j = 0 und j = ℓ = { $ell } nehmen die Fälle c/d, jedes andere j die Fälle a/b.
narration-orderly-reason = { $heard }{ $case }
narration-orderly-heard = { $n ->
        [one] { $n } Knoten hört
       *[other] { $n } Knoten hören
    } die Nachricht zuerst über eine Kante mit Marke { $label }: Ein zur Zeit { $informed } informierter Sender nutzt Marke { $label } zur Zeit { $informed } + { $label } = { $time }; z. B. { $from } → { $to }.
narration-orderly-case-zero = {" "}{ $vertex } liegt in Spalte j = 0 von §3.2 (seine zweite Koordinate, eine Zeile der Karte; ℓ = { $ell }), also ist seine Liste Fälle c/d.
narration-orderly-case-ell = {" "}{ $vertex } liegt in Spalte j = ℓ = { $ell } von §3.2 (seine zweite Koordinate, eine Zeile der Karte; ℓ = { $ell }), also ist seine Liste Fälle c/d.
narration-orderly-case-other = {" "}{ $vertex } liegt in Spalte j = { $column } von §3.2 (seine zweite Koordinate, eine Zeile der Karte; ℓ = { $ell }), weder 0 noch ℓ, also ist seine Liste Fälle a/b.

## Das klassische (Telefon-)Modell (003 §1.2.1)

narration-classical-line-holds = Der Ursprung hält die Nachricht vor Runde 1.
narration-binomial-title = Der Binomialbaum auf dem Hyperwürfel Q_m
narration-binomial-cite = 003 §1.2.1 nennt "Hypercube H_m : b(H_m) = m"; castlab gibt den Binomialbaum an, der dies erreicht
narration-binomial-line-round = Für i = 1 … m: In Runde i ruft jeder informierte Knoten seinen Nachbarn über Dimension i an, dessen Adresse sich in der i-ten Ziffer von rechts unterscheidet.
narration-doubling-title = Verdopplung auf dem vollständigen Graphen K_n
narration-doubling-cite = 003 §1.2.1 nennt "Complete graph K_n : b(K_n) = ⌈log₂ n⌉"; castlab gibt die Verdopplung an, die dies erreicht
narration-doubling-line-round = In jeder Runde ruft jeder informierte Knoten den nächsten uninformierten Knoten in Nummernreihenfolge an, bis jeder Knoten informiert ist.
narration-tree-title = Der Spannbaum-Broadcast
narration-tree-cite = castlab gibt ihn an (optimal auf einem Baum; auf jedem Netz eine obere Schranke)
narration-tree-line-build = Baue einen Breitensuch-Spannbaum vom Ursprung aus: Der Elternknoten jedes Knotens ist ein Nachbar, der einen Hop näher liegt und bisher die wenigsten Kinder hat.
narration-tree-line-time = Die Zeit eines Teilbaums ist das Maximum von i + (Zeit des Teilbaums seines i-ten Kindes), die Kinder nach absteigender Zeit sortiert.
narration-tree-line-first = Ein in Runde t informierter Knoten ruft sein erstes Kind, den langsamsten Teilbaum, in Runde t + 1 an
narration-tree-line-next = und sein i-tes Kind in Runde t + i, einen Anruf pro Runde.
narration-greedy-title = Die Matching-Heuristik
narration-greedy-cite = castlab gibt sie an (eine Heuristik: eine obere Schranke für b(u))
narration-greedy-line-callers = Nimm in jeder Runde die informierten Knoten, die einen uninformierten Nachbarn haben, die mit den wenigsten solchen Nachbarn zuerst.
narration-greedy-line-urgent = Jeder ruft seinen dringlichsten freien uninformierten Nachbarn an: den, dessen Teilbaum im Spannbaum am längsten braucht, dann den mit den meisten Schichten dahinter.
narration-greedy-line-augment = Ein Knoten ohne freien Nachbarn erhält einen entlang eines augmentierenden Pfades, der andere Anrufer zu anderen Nachbarn verschiebt.
narration-greedy-line-repeat = Wiederhole, bis kein informierter Knoten einen uninformierten Nachbarn hat.
narration-search-title = Die erschöpfende Suche (b(u) exakt)
narration-search-cite = castlab gibt sie an (iterative Vertiefung über informierte Mengen)
narration-search-line-deepen = Für r = die kleinste Rundenzahl, die die Verdopplung und die Distanzen zulassen, r + 1, …: Durchsuche die informierten Mengen, die jede Runde erreichen kann (jeder Anrufer mit uninformiertem Nachbarn ruft einen an), bis r Runden jeden Knoten informieren.
narration-search-line-match = Ordne in jeder gefundenen Runde die neu informierten Knoten verschiedenen informierten Anrufern zu (augmentierende Pfade).
# $n Knoten rufen in Runde $round an; ein Anruf: $from → $to.
narration-classical-dimension = { $n ->
        [one] { $n } Knoten ruft
       *[other] { $n } Knoten rufen
    } über Dimension { $round } an, den Nachbarn, dessen Adresse sich in der { $round }. Ziffer von rechts unterscheidet; z. B. { $from } → { $to }.
narration-classical-next-in-order = { $n ->
        [one] { $n } Knoten ruft
       *[other] { $n } Knoten rufen
    } den nächsten uninformierten Knoten in Nummernreihenfolge an; z. B. { $from } → { $to }.
narration-classical-first-child-originator = { $n ->
        [one] { $n } Knoten, der Ursprung, ruft
       *[other] { $n } Knoten, der Ursprung, rufen
    } sein erstes Kind im Spannbaum an, das, dessen Teilbaum am längsten braucht; z. B. { $from } → { $to }.
# $informed ist die Runde, in der die Anrufer informiert wurden ($round − 1).
narration-classical-first-child = { $n ->
        [one] { $n } in Runde { $informed } informierter Knoten tätigt
       *[other] { $n } in Runde { $informed } informierte Knoten tätigen
    } einen ersten Anruf, an das Kind im Spannbaum, dessen Teilbaum am längsten braucht; z. B. { $from } → { $to }.
narration-classical-next-child = { $n ->
        [one] { $n } Knoten ruft sein
       *[other] { $n } Knoten rufen ihr
    } nächstes Kind im Spannbaum an, das, dessen Teilbaum am zweitlängsten braucht; z. B. { $from } → { $to }.
narration-classical-urgent = { $n ->
        [one] { $n } Knoten ruft seinen
       *[other] { $n } Knoten rufen ihren
    } dringlichsten freien uninformierten Nachbarn an; z. B. { $from } → { $to }.
narration-classical-augmented = { $n ->
        [one] { $n } Knoten ruft einen Nachbarn an, den ihm ein augmentierender Pfad gab
       *[other] { $n } Knoten rufen einen Nachbarn an, den ihnen ein augmentierender Pfad gab
    }: Ein Anrufer war ohne freien Nachbarn, also wurden Anrufer entlang des Pfades verschoben; z. B. { $from } → { $to }.
narration-classical-searched = { $n ->
        [one] { $n } Knoten ruft einen Knoten an
       *[other] { $n } Knoten rufen je einen Knoten an
    }: die neuen Knoten der informierten Menge, die die Suche für Runde { $round } fand; z. B. { $from } → { $to }.

## Manhattan-Street-Netze (Arbeit 004)

narration-msn-route-title = kürzestes Routing (Varvarigos 1998)
narration-msn-route-cite = 004 Gl. (1)–(5)
narration-msn-route-line-map = Bilde das Ziel durch den Automorphismus R_s auf den Versatz (i, j) vom Ursprung ab.
narration-msn-route-line-family = Gl. (5): Wähle die kürzeste der vier Pfadfamilien NE, SW, SE, NW; ihr Routing-Tag listet die Hops (0: entlang der Zeile, 1: entlang der Spalte).
narration-msn-route-line-follow = Folge dem Tag ab s: jede 0 nimmt den Zeilenlink, jede 1 den Spaltenlink.
narration-msn-te-title = Totalaustausch in optimaler Zeit (Varvarigos 1998)
narration-msn-te-cite = 004 §4, Lemmata 2–3, Gl. (28)
narration-msn-te-line-phases = Führe für jedes Versatzpaar i ≤ j, (i, j) ≠ (0, 0), die Phase P(i, j) aus.
narration-msn-te-line-pair = P(i, j), i < j: Jeder Knoten sendet sein (i, j)-Paket entlang L^{"{"}(i,j){"}"} und sein (j, i)-Paket entlang des Komplements, ein Hop pro Slot.
narration-msn-te-line-diagonal = P(i, i): Jeder Knoten teilt sein (i, i)-Paket in Hälften, die L^{"{"}(i,i){"}"} und sein Komplement nehmen, ein Hop pro halbem Slot.
narration-msn-mnb-title = Mehrknoten-Broadcast mit den Mengen A_i (Varvarigos 1998)
narration-msn-mnb-cite = 004 §5, Gl. (29)
narration-msn-mnb-line-sets = Wähle Linkmengen A_1 … A_m des Broadcast-Baums des Ursprungs, je ein horizontaler und ein vertikaler Link, deren Verschiebungen A_i(x, y) disjunkt sind.
narration-msn-mnb-line-slot = Slot i: Jeder Knoten (x, y) sendet seine Pakete über die Verschiebung A_i(x, y).
narration-msn-areas-title = die Zielbereiche (Varvarigos 1998)
narration-msn-areas-cite = 004 Gl. (5)–(9), Abb. 3–4
narration-msn-areas-line-map = Bilde jedes Ziel durch den Automorphismus R_s auf seinen Versatz (x, y) vom Ursprung ab.
narration-msn-areas-line-family = Gl. (5): Die kürzeste der vier Pfadfamilien NE, SW, SE, NW benennt den Bereich A_1 … A_4 des Ziels.
narration-msn-areas-line-distance = Gl. (6)–(9): Auf jedem Bereich ist die Distanz eine Summe aus x, y, X − x, Y − y und einer Konstanten, die die Paritäten von x und y bestimmen.
narration-msn-rings-title = Mehrknoten-Broadcast auf zwei Hamiltonschen Ringen (Varvarigos 1998)
narration-msn-rings-cite = 004 §6, Gl. (30)
narration-msn-rings-line-build = Baue zwei kantendisjunkte Hamiltonkreise.
narration-msn-rings-line-split = Jeder Knoten teilt sein Paket in Hälften, eine pro Ring.
narration-msn-rings-line-slot = Halber Slot t: Jeder Knoten leitet die halben Pakete, die er hält, auf jedem Ring einen Hop weiter.
# $link ist row (Zeile) oder column (Spalte).
narration-msn-route-hop = Hop { $step } von { $hops }: Die kürzeste Pfadfamilie ist { $family }, deren Routing-Tag { $tag } hier { $digit } lautet, also nimmt das Paket den { $link ->
        [row] Zeilenlink
       *[other] Spaltenlink
    }: { $from } → { $to }.
# $diagonal ist yes, wenn i = j (halbe Pakete).
narration-msn-te-hop = Phase P({ $i },{ $j }), Hop { $hop } von { $hops }{ $diagonal ->
        [yes] {" "}(halbe Pakete)
       *[other] {""}
    }: Die Pakete dieser Quelle bewegen sich { $moves }; alle { $nodes } Knoten tun gleichzeitig dasselbe, also ist jeder Link belegt.
narration-msn-te-moves-both = { $from } → { $to } entlang des Pfads der Phase L^{"{"}({ $i },{ $j }){"}"} und { $from2 } → { $to2 } entlang seines Komplements
narration-msn-te-moves-one = { $from } → { $to } entlang des Pfads der Phase L^{"{"}({ $i },{ $j }){"}"}
narration-msn-mnb-slot = Slot { $step }: Die Verschiebung von A_{ $step } an dieser Quelle nutzt { $links } Links, z. B. { $from } → { $to }; alle { $nodes } Knoten senden über ihre eigenen Verschiebungen, die disjunkt sind.
narration-msn-rings-slot = Halber Slot { $step }: Das halbe Paket auf Ring { $ring } bewegt sich einen Hop, { $from } → { $to }; jeder Knoten leitet gleichzeitig auf beiden Ringen weiter.
narration-msn-areas-lies = { $from } → { $to } liegt im Bereich seiner Familie.

## Ein eigener Ablaufplan (plan=): die Regeln des One-port-Modells

narration-plan-title = Ihr Ablaufplan
narration-plan-cite = das one-port-Modell von 000 und 002, von castlab geprüft
narration-plan-line-source = vor Schritt 1 hält nur die Quelle die Nachricht
narration-plan-line-one-port = in jedem Schritt sendet jeder informierte Knoten höchstens eine Nachricht (one-port)
narration-plan-line-route = eine Nachricht läuft entlang ihrer Route, beliebig viele Hops, innerhalb ihres Schritts
narration-plan-line-once = jeder Knoten wird genau einmal informiert, und alle sind es bis zum letzten Schritt
narration-plan-line-contention = ein Schritt sollte keinen Link zweimal nutzen, weder durch zwei Nachrichten noch durch eine Route (keine Konkurrenz)
narration-plan-reason = { $sent }{ $clash }{ $broken }.{ $end }
narration-plan-sends-one = Ihre Nachricht von { $from } an { $to } läuft { $hops ->
        [one] { $hops } Hop
       *[other] { $hops } Hops
    }
narration-plan-sends-many = Ihre { $n } Nachrichten laufen insgesamt { $hops } Hops, z. B. von { $from } an { $to }
narration-plan-crosses-twice = ; Ihre Nachricht von { $from } an { $to } in Schritt { $step } überquert den Link { $link-from }–{ $link-to } zweimal
narration-plan-crosses-shared = ; Ihre Nachricht von { $from } an { $to } in Schritt { $step } überquert den Link { $link-from }–{ $link-to }, den auch die Nachricht von { $other } nutzt
narration-plan-broken = . Gebrochene Regel: { $rule }
narration-plan-broken-end = {" "}Am Ende eine gebrochene Regel: { $rule }.

## Wenn ein Trace und sein Broadcast nicht übereinstimmen (ein Fehler)

narration-error-uncovered = Nachricht { $message } hat keinen Grund
narration-error-twice = Nachricht { $message } hat zwei Gründe
narration-error-unknown = ein Grund nennt Nachricht { $message }, die nicht gesendet wird
narration-error-empty = Grund { $group } deckt keine Nachricht ab
narration-error-untraced = Nachricht { $message } wurde ohne aufgezeichnete Regel gesendet

## Die Seite: das Pseudocode-Feld und das Schrittprotokoll

narration-panel-name = Der Algorithmus
narration-tracing = Der Broadcast wird nachverfolgt…
narration-none-plan = Ihr Ablaufplan folgt den Regeln keines Algorithmus, also sendet keine Zeile eines Algorithmus seine Nachrichten: Gehen Sie ihn auf der Karte Schritt für Schritt durch; das Feld darüber prüft ihn nach den Regeln des Modells.
narration-none-classical = Keine Erzählung über { $limit } Knoten hinaus: Die Anrufe des Ablaufplans werden in dieser Größe nicht aufgelistet, also gibt es keine Runden zu erzählen. Die Karte zeigt weiterhin, wann jeder Knoten informiert ist; eine kleinere Größe wird Runde für Runde erzählt.
narration-none-adaptive = Keine Erzählung für das adaptive Modell: Dort überspringt ein Knoten die Nachbarn, von denen er schon gehört hat, also ändert sich seine Liste während des Broadcasts, und keine Zeile eines festen Algorithmus sendet jede Nachricht. Die Karte zeigt weiterhin, wann jeder Knoten hört; entfernen Sie im Feld das Häkchen bei „Adaptiv“ für den erzählten, nicht adaptiven Broadcast.
narration-mismatch = Der Trace stimmt nicht mit dem Broadcast überein: { $error }.
narration-line-count = {" "}· { $count } jetzt
narration-lines-step = Nur die Zeilen dieses Schritts
narration-lines-all = Alle { $total } Zeilen
narration-lines-hidden = Die Zeilen, die jeder Schritt ausführt, erscheinen wieder, sobald die Frage beantwortet ist.
narration-log-name = Warum jede Nachricht gesendet wird
narration-log-empty = Gehen Sie den Broadcast Schritt für Schritt durch, um zu lesen, warum jede Nachricht gesendet wird.
narration-log-lead = Schritt { $step } von { $steps }:{" "}
narration-log-line = Zeile { $line }:{" "}
narration-log-more = …und { $more } weitere Gründe in diesem Schritt.
narration-close = Schließen
narration-export-reason = Schritt { $step }, Zeile { $line }: { $sentence }
narration-key-broken = violetter Ring (und Pfeil): die Knoten, die die erste gebrochene Regel Ihres Plans, { $rule }, nennt

## Der Schrittregler

narration-stepper-hidden = Ablaufplan ausgeblendet: Drücken Sie auf Abspielen oder wählen Sie einen Schritt.
narration-stepper-before = Vor Schritt 1: Nur die Quelle ist informiert (von { $steps } Schritten).
narration-stepper-summary = Schritt { $step } von { $steps }: { $messages ->
        [one] { $messages-shown } Nachricht
       *[other] { $messages-shown } Nachrichten
    }, { $hops ->
        [one] { $hops-shown } Hop
       *[other] { $hops-shown } Hops
    }; { $informed ->
        [one] { $informed-shown } Knoten
       *[other] { $informed-shown } Knoten
    } informiert.
narration-stepper-step = Schritt { $step } von { $steps }.
narration-stepper-play = Abspielen
narration-stepper-pause = Pause
narration-stepper-first = Erster Schritt
narration-stepper-previous = Vorheriger Schritt
narration-stepper-previous-key = Vorheriger Schritt (,)
narration-stepper-next = Nächster Schritt
narration-stepper-next-key = Nächster Schritt (.)
narration-stepper-last = Letzter Schritt
narration-stepper-slider = Schritt
narration-stepper-hide = Ausblenden
narration-stepper-hide-title = Den Ablaufplan ausblenden
