# The page's shell, its drawings and their hooks (web/src/app.rs, components' views, hooks).

## The shell (app.rs)

views-page-title = castlab: { $what }
views-page-title-sweep = castlab: eine Messreihe
views-permalink = Permalink:{" "}
views-downloads-waiting = Die Downloads und die Kommandozeile erscheinen wieder, sobald die Frage beantwortet ist: Sie enthalten die Antwort.
views-same-numbers-cli = Dieselben Zahlen auf der Kommandozeile:{" "}
views-open-in-castlab = In castlab öffnen ↗
views-tagline = Broadcast-Algorithmen auf Verbindungsnetzwerken, live in Ihrem Browser berechnet.
views-examples-button = Beispiele

## The TCD map (components/heatmap.rs, heatmap/paint.rs)

views-heatmap-name = Karte der TCD von jeder Quelle des { $dims }-Gitters. Quelle ({ $src }). Klicken Sie auf eine Zelle oder verschieben Sie die Quelle mit den Pfeiltasten.
views-heatmap-name-z = Karte der TCD von jeder Quelle des { $dims }-Gitters. Quelle ({ $src }). Klicken Sie auf eine Zelle oder verschieben Sie die Quelle mit den Pfeiltasten, in z mit Bild auf/ab.
views-cell-source = Quelle
views-cell-step = Schritt { $t }

## The orderly view (components/orderly_view.rs)

views-orderly-map-name = { $title }. Ursprung { $originator }. Klicken Sie auf einen Knoten oder verschieben Sie den Ursprung mit den Pfeiltasten.
views-orderly-run-numbers-wk = Zahlen im Kasten: die Kantenmarken jedes Knotens, neben ihm an jeder Kante (Marke i wird i Schritte nach der Information des Knotens gesendet); orange: die Marke, auf der der Schritt sendet
views-orderly-run-numbers-pictured = Zahlen: der Schritt, der den Knoten informiert; im Kasten: die Marke jedes Links an jedem seiner Enden (Marke i wird i Schritte nach der Information dieses Endes gesendet; vergrößern Sie, wo sie nicht geschrieben sind); orange Kästen: die Marken, auf denen die Nachrichten des Schritts gesendet werden; dünne Pfeile: die Nachrichten des Schritts an bereits informierte Knoten
views-orderly-run-numbers = Zahlen: der Schritt, der den Knoten informiert; im Kasten: die Marke, auf der er sendet
views-labels-key-wk = Zahlen im Kasten: die Kantenmarken jedes Knotens, neben ihm an jeder seiner Kanten. Ein zur Zeit t informierter Knoten sendet auf Marke i zur Zeit t + i.
views-labels-key-wk-marked = Zahlen im Kasten: die Kantenmarken jedes Knotens, neben ihm an jeder seiner Kanten. Ein zur Zeit t informierter Knoten sendet auf Marke i zur Zeit t + i. Der violette Ring markiert den Knoten, nach dem gefragt wird.
views-labels-key-pictured = Zahlen im Kasten: die Kantenmarken jedes Knotens, neben ihm an jedem seiner Links (vergrößern Sie, wo sie nicht geschrieben sind). Ein zur Zeit t informierter Knoten sendet auf Marke i zur Zeit t + i.
views-labels-key-pictured-marked = Zahlen im Kasten: die Kantenmarken jedes Knotens, neben ihm an jedem seiner Links (vergrößern Sie, wo sie nicht geschrieben sind). Ein zur Zeit t informierter Knoten sendet auf Marke i zur Zeit t + i. Der violette Ring markiert den Knoten, nach dem gefragt wird.
views-labels-key-grid = Zahlen im Kasten: die Kantenmarken jedes Knotens, nach einem Drittel jeder seiner Kanten. Ein zur Zeit t informierter Knoten sendet auf Marke i zur Zeit t + i.
views-labels-key-grid-marked = Zahlen im Kasten: die Kantenmarken jedes Knotens, nach einem Drittel jeder seiner Kanten. Ein zur Zeit t informierter Knoten sendet auf Marke i zur Zeit t + i. Die violetten Ecken markieren den Knoten, nach dem gefragt wird.
views-wk-words-key-large = Adressen und Kantenmarken werden in Netzwerken mit bis zu { $most } Knoten geschrieben, dieses hat { $nodes }: Jedes Wort wird in jedem Bild frei von allen anderen platziert, was bei mehr Knoten den Zeiger verlangsamen würde. Geschrieben werden die der Quelle, des Knotens unter dem Zeiger und ihrer Nachbarn.
views-wk-words-key = Adresse und Kantenmarken jedes Knotens werden geschrieben, wo sie ohne Überdrucken Platz finden; vergrößern Sie (Mausrad, Zwei-Finger-Geste oder +), um den Rest zu lesen, oder zeigen Sie auf einen Knoten, um seine eigenen zu sehen.
views-wk-grid-key = WK-Netzwerke mit mehr als { $most } Knoten werden als Gitter ihrer Adressen gezeichnet, eine Zelle pro Knoten in Adressreihenfolge: Auf dem eigenen Bild von WK wären ihre Knoten kleiner als ein Pixel.
views-orderly-computing = Die Broadcast-Zeit jedes Ursprungs wird berechnet…
views-orderly-summary = Die Broadcast-Zeit des Graphen ist { $b }; dieser Ursprung ist nach { $t } fertig. Gitter mit vier oder mehr Dimensionen werden als Zahlen gezeigt.
views-orderly-summary-unknown = Die Broadcast-Zeit des Graphen ist nicht berechnet; dieser Ursprung ist nach { $t } fertig. Gitter mit vier oder mehr Dimensionen werden als Zahlen gezeigt.
views-per-originator-caption = Broadcast-Zeit { $symbol }(u) von jedem Ursprung u (klicken Sie auf einen)
views-per-originator-title = Broadcast-Zeit von jedem Ursprung
views-arrival-caption-hidden = Wann jeder Knoten vom Ursprung aus informiert wird
views-arrival-caption = Wann jeder Knoten vom Ursprung aus informiert wird (der letzte in Schritt { $t })
views-arrival-title = Ankunftszeit vom Ursprung aus

## The classical view (components/classical_view.rs)

views-classical-computing = Der Broadcast wird berechnet…
views-values-hidden = Die Werte sind verborgen, bis die Frage beantwortet ist.
views-classical-run-numbers = Zahlen: die Runde, die den Knoten informiert
views-classical-arrival-caption-hidden = Wann jeder Knoten von { $source } aus informiert wird
views-classical-arrival-caption = Wann jeder Knoten von { $source } aus informiert wird (der letzte in Runde { $t })
views-classical-arrival-scale = die Runde, die jeden Knoten informiert
views-classical-per-originator-caption = Die Broadcast-Zeit des Algorithmus von jedem Ursprung (klicken Sie auf einen)
views-classical-per-originator-scale = Runden von jedem Ursprung

## The crash panel (crash.rs), shown when the page hits a bug

views-crash-title = castlab wurde wegen eines Fehlers angehalten
views-crash-lead = Nichts, was Sie getan haben, hat dies verursacht, und Ihr Link ist unverändert. Die Meldung lautete:
views-crash-reset = Auf Standardwerte zurücksetzen
views-crash-reload = Diesen Link neu laden
views-crash-copy = Zustand für einen Fehlerbericht kopieren
views-crash-report = Fehlerbericht
views-crash-copied = Kopiert: Fügen Sie ihn in einen Fehlerbericht ein

## The saved session (session.rs): why a stored session was not offered

views-session-ignored = Die gespeicherte Sitzung wurde nicht verwendet: { $why }.
views-session-other-format = sie wurde im Format { $saved } gespeichert, dieses castlab liest Format { $reads }
views-session-not-a-permalink = sie enthält keinen castlab-Permalink
views-session-invalid = sie ist ungültig ({ $error })

## The zoom buttons over a drawing (hooks/use_zoom.rs); $what is map, picture or network

views-zoom-group = { $what ->
        [map] Karte
        [picture] Bild
       *[network] Netzwerk
    } zoomen
views-zoom-in = { $what ->
        [map] Karte
        [picture] Bild
       *[network] Netzwerk
    } vergrößern
views-zoom-out = { $what ->
        [map] Karte
        [picture] Bild
       *[network] Netzwerk
    } verkleinern
views-zoom-fit = Einpassen
views-zoom-fit-name = Einpassen: { $what ->
        [map] ganze Karte
        [picture] ganzes Bild
       *[network] ganzes Netzwerk
    } anzeigen

## The sweep charts (components/chart/)

# The colour scale's caption: what a colour shows, then the smallest value.
views-chart-heat-legend = { $what }: { $min }

## A protocol family drawn as itself (components/family_picture.rs)

views-why-grid = { $network } hat { $nodes } Knoten: zu viele, um lesbar gezeichnet zu werden, daher ist jeder Knoten eine Zelle seines Adressgitters (in Adressreihenfolge).
views-family-picture-name-counts = { $network } in eigener Gestalt gezeichnet: { $nodes } Knoten und { $links } Links, Links nach Art gefärbt. { $description }
views-family-picture-name = { $network } in eigener Gestalt gezeichnet, Links nach Art gefärbt. { $description }
views-link-key-stub = ein gestrichelter Stummel, der eine Seite verlässt, kommt auf der anderen zurück

## WK(w, L) drawn as nested polygons (components/wk_view.rs)

views-wk-name = WK({ $w }, { $l }): { $nodes } Knoten, gezeichnet als verschachtelte { $w }-Ecke. Quelle { $source }. Klicken Sie auf einen Knoten, um ihn zur Quelle zu machen, oder verschieben Sie sie mit den Pfeiltasten; die Knotentabelle unten führt jeden Knoten auf.

## The Manhattan Street network (components/msn_view.rs, msn_view/overlay.rs)

views-msn-name = Das Manhattan-Street-Netz { $w } mal { $h }, Norden oben, x entlang der Unterkante und y die linke Seite hinauf. Die Zeilen wechseln zwischen Ost und West, die Spalten zwischen Nord und Süd. Klicken Sie auf einen Knoten, um ihn zu wählen; die Pfeiltasten verschieben die Quelle.
views-msn-te-unlisted = { $slots } Slots; die Phasen werden für N ≤ 16 aufgeführt.
views-msn-te-start = { $phases } Phasen, insgesamt { $slots } Slots. Drücken Sie auf Abspielen, um sie Slot für Slot durchzugehen; die Zeichnung folgt den Paketen von { $at }.
views-msn-phase-hop = Phase P({ $i },{ $j }), Hop { $first } von { $hops }
views-msn-phase-hop-half = Phase P({ $i },{ $j }), Hop { $first } von { $hops }, halbe Pakete
views-msn-phase-hops = Phase P({ $i },{ $j }), Hops { $first }–{ $last } von { $hops }
views-msn-phase-hops-half = Phase P({ $i },{ $j }), Hops { $first }–{ $last } von { $hops }, halbe Pakete
views-msn-then = {"; dann "}
views-msn-te-done = Fertig: { $slots } Slots, jeder Link in jedem Slot belegt.
views-msn-te-slot = Slot { $t } von { $slots }: { $phases }. Gezeigt werden die Pakete von { $at }; jeder Knoten sendet seine eigenen im selben Slot auf dieselbe Weise, daher sind alle { $links } Links belegt.
views-msn-phase = Phase P({ $i },{ $j })
views-msn-mnb-unlisted = { $slots } Slots; die Mengen werden für N ≤ 16 aufgeführt.
views-msn-mnb-slot = Slot { $t } von { $slots }: { $holding } Knoten halten das Paket dieser Quelle; { $busy } von { $links } Links belegt.
views-msn-rings-slot = Halber Slot { $t } von { $slots }: Jeder Knoten gibt ein halbes Paket entlang beider Ringe weiter.
views-msn-areas = Bereiche von { $at } aus: { $sizes }; bei { $tied } Zielen herrscht Gleichstand.

## The embedding API's refusals to a host page (hooks/use_embed_api.rs)

views-embed-not-a-command = kein castlab-Befehl ({ $error }); erwartet wird {"{"}type: "castlab:set", query{"}"}, "castlab:step", "castlab:play", "castlab:pause", "castlab:evaluate" oder "castlab:hello"
views-embed-answer-hidden = hier ist eine Übung offen: deren Auswertung würde die Antwort verraten, daher wird sie gesendet, sobald die Antwort richtig ist

# The label of the page's language menu (in the header).
views-language = Sprache
