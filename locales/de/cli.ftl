cli-locale-unknown = --locale { $tag }: castlab hat keine Texte in dieser Sprache (vorhanden: { $locales }); verwendet wird { $fallback }
cli-locale-help =
    Aufruf: castlab locale check <ORDNER>
            castlab locale list

    check ORDNER  prüft eine Übersetzung (die .ftl-Dateien des Ordners oder
                  eine .ftl-Datei) nach den Regeln, die castlabs eigene Sprachen einhalten:
                  jede englische Meldung übersetzt, mit denselben Platzhaltern und
                  Attributen, keine Meldung, die im Englischen fehlt, kein englischer
                  Satz übrig. Rückgabewert: 0 alle Regeln eingehalten; 3 eine verletzt
                  (jede wird ausgegeben); 1 nicht lesbar.
    list          die Sprachen, die castlab mitbringt, Englisch zuerst

    docs/translating.md beschreibt, wie man eine Sprache hinzufügt.
cli-locale-check-needs-dir = locale check braucht den Ordner einer Übersetzung, etwa locales/fr
cli-locale-unknown-command = unbekannter locale-Befehl „{ $command }“ (die Befehle sind check und list)
cli-locale-check-no-files = { $dir } enthält keine .ftl-Datei
# Before the summary: messages worded exactly as English ($ids: the first few ids).
cli-locale-check-same = Hinweis: { $count ->
        [one] 1 Meldung lautet
       *[other] { $count } Meldungen lauten
    } genau wie im Englischen (richtig bei Namen und Symbolen; prüfen Sie die übrigen): { $ids }
cli-locale-check-summary = { $locale }: { $messages } von { $english } Meldungen, { $problems ->
        [0] kein Problem
        [one] 1 Problem
       *[other] { $problems } Probleme
    }

# castlab's help screens (each ends the screen; flags, keys and examples stay as they are).
cli-help =
    castlab: Broadcast-Algorithmen auf Verbindungsnetzwerken, von der Kommandozeile

    Aufruf: castlab eval [OPTIONS] <QUERY>    einen Permalink auswerten, JSON ausgeben
            castlab sweep [OPTIONS] <QUERY>   ihn über Größenbereiche auswerten, CSV
            castlab check [OPTIONS] <FILE>    einen eigenen Ablaufplan oder eine
                                              eigene Ordnung prüfen
            castlab examples [--pretty]       die Beispielgalerie als JSON
            castlab census [OPTIONS]          jeder kleine Graph unter den drei
                                              Modellen, oder eine Stichprobe erneut geprüft
            castlab package [OPTIONS] <QUERY>...
                                              Übungslinks als SCORM-Paket
            castlab locale <check DIR|list>   eine Übersetzung prüfen, die Sprachen auflisten
            castlab help [COMMAND]            diese Hilfe oder die eines Befehls

    Optionen:
      -h, --help     Hilfe ausgeben (auch nach einem Befehl: castlab eval --help)
      -V, --version  die Version ausgeben
      --locale TAG   die Sprache der Sätze von castlab (en, de, es, zh-Hans);
                     standardmäßig locale= im Permalink, sonst LC_ALL,
                     LC_MESSAGES oder LANG, sonst Englisch

    Rückgabewert: 0 Erfolg; 1 ein Laufzeit- oder E/A-Fehler (eine Meldung auf der
    Standardfehlerausgabe); 2 ein Aufruffehler, oder mit --strict ein nicht
    verwendeter Wert der Abfrage.
cli-eval-help =
    Aufruf: castlab eval [OPTIONS] <QUERY>

    Wertet einen castlab-Permalink aus und gibt ein JSON-Objekt aus.

      <QUERY>   die Abfrage eines Permalinks, mit oder ohne '?', oder eine ganze
                URL, z. B. 'v=1&net=mesh&dims=8x8&src=2,2&view=tcd&algo=paper';
                '-' liest sie von der Standardeingabe

    Optionen (--flag=VALUE und --flag VALUE gehen beide; -- beendet die Optionen):
      --pretty  das JSON einrücken
      --strict  mit Status 2 beenden, wenn ein Wert der Abfrage nicht verwendet
                wurde oder ein Schlüssel unbekannt ist
      --ordering FILE
                mit view=orderly diese Ordnung verwenden: ein JSON-Array mit
                einem Array je Knoten (x am schnellsten) der Indizes seiner
                Nachbarn in Label-Reihenfolge, z. B. [[1,3],[2,0],...]; es muss
                genau die Nachbarn jedes Knotens auflisten. Höchstens 64 MiB, aus
                einer regulären Datei oder einer Pipe (Geräte werden abgelehnt)
      --census[=N]
                mit view=tcd und cmp=ALGO: den Ablaufplan des algo des Links von
                jeder Quelle aus routen, an der er die TCD von cmp schlägt (oder
                von N davon, gezogen mit dem Zufallsgenerator, seed 1), und ein
                Objekt {"'census'"} hinzufügen: wie viele konfliktfrei sind, wie
                viele nicht. Das Budget ist Quellen x Knoten <= 2^26: jede Quelle
                bis 8192 Knoten (64x64, 16x16x16), N <= 1024 auf 256x256,
                N <= 64 auf 1024x1024
      --trace   'pseudocode' (die Zeilen des Algorithmus) und 'trace' hinzufügen:
                je Schritt, warum jede Nachricht gesendet wird:
    {"            {step, rule, line, context, sentence, count, messages}"}
                (context: die Vorbereitungs- und Schleifenzeilen, die der Schritt
                auch ausführt), die ersten 64 Nachrichten jedes Grundes als
    {"            {from, to}"}-Koordinaten aufgelistet (WK: Adressziffern;
                view=classical auf WK oder einer Familie: die Zelle in ihrem
                Adressgitter); count zählt sie alle
      --export schedule|ordering
                stattdessen castlabs Ablaufplan (view=tcd von src aus,
                view=broadcast, view=te) oder Ordnung (view=orderly) in castlabs
                Planformat ausgeben (docs/formats/), zum Bearbeiten und Prüfen
                mit castlab check
      --search N
                mit --export ordering: N Ordnungen (1 bis 1e9) nach einer
                besseren durchsuchen, ausgehend von der des Links, und die beste
                exportieren (Late Acceptance: zwei Labels eines Knotens tauschen
                oder eines verschieben; seed= des Links setzt den Startwert); die
                Notiz des Plans nennt beide b^Π(G)
      --restarts R
                mit --search: die N Ordnungen auf R Läufe (1 bis 1000) aufteilen,
                jeweils ausgehend von der Ordnung des Links
      --csv TABLE
                stattdessen eine Tabelle derselben Zahlen als CSV ausgeben:
    {"            'nodes'"} (eine Zeile je Knoten, x am schnellsten, mit jeder
                Karte je Knoten), 'summary' (jeder Einzelwert) oder der Name einer
                Liste im JSON ('schedule', 'deliveries', 'bounds', ...); ein
                unbekannter Name listet die Tabellen dieser Abfrage auf
      -h, --help
                diese Hilfe ausgeben

    Werte, die nicht verwendet werden können, werden auf der Standardfehlerausgabe
    und im Array "errors" gemeldet und durch ihre Standardwerte ersetzt. Ein
    Schlüssel nahe einem bekannten (dim, sorce) wird dort ebenfalls gemeldet,
    mit dem vermutlich gemeinten Schlüssel; andere unbekannte Schlüssel werden
    auf der Standardfehlerausgabe vermerkt; utm_*, fbclid, gclid und ref werden
    ignoriert.

    Rückgabewert: 0 Erfolg; 1 ein Laufzeit- oder E/A-Fehler; 2 ein Aufruffehler,
    oder mit --strict ein nicht verwendeter Wert der Abfrage.
cli-sweep-help =
    Aufruf: castlab sweep [OPTIONS] <QUERY>

    Wertet einen Permalink bei jeder Größe in seinen Bereichen aus, die Netzwerk
    und Ansicht erlauben, und gibt je Größe eine CSV-Zeile aus (RFC 4180): die
    Größe (dims, w und l bei WK, m oder n bei einer Familie), ihren kanonischen
    Permalink und die Übersichtswerte der Ansicht unter den Namen, die castlab
    eval ausgibt (verschachtelte durch Punkte verbunden).

      <QUERY>   ein Permalink, in dem dims, w und l bei net=wk oder m oder n
                einer Familie einen Bereich enthält: eine Achse A..B
                (dims=3..40x3..40: jeder Torus mit beiden Seiten 3 bis 40, erste
                Seite am langsamsten), eine Würfelseite A..B^d (dims=2..64^2:
                die Quadrate 2x2 bis 64x64), l=1..6, m=3..12
                (net=butterfly&m=3..12: BF(3) bis BF(12)) oder n=3..64; Größen,
                die die Ansicht nicht erlaubt (ungerade MSN-Seiten, Gitter, die
                keine 2^k sind), werden ausgelassen; ein Bereich einer Familie
                über die Größen hinaus, die sie annimmt, wird abgelehnt.
                '-' liest ihn von der Standardeingabe

    Optionen:
      --json            stattdessen ein JSON-Array von Objekten ausgeben, eines
                        je Zeile
      --pretty          mit --json: es einrücken
      --threads N       auf N Threads auswerten (Standard: alle Kerne); die
                        Ausgabe ist bei jedem N dieselbe, Byte für Byte
      --shard K/N       nur den K-ten von N zusammenhängenden Abschnitten mit
                        etwa gleichem Aufwand auswerten; jeder Abschnitt gibt
                        die Kopfzeile aus, und die Ausgabe von Abschnitt 1,
                        gefolgt von den Zeilen der anderen Abschnitte in
                        Reihenfolge, ist der ganze Sweep, Byte für Byte
      --max-work W      das Budget erhöhen oder senken (Standard 8589934592
                        Einheiten: Knotenzahl mal Aufwand der Ansicht je Knoten,
                        summiert; der Orderly-Sweep aller Tori bis 40x40 ist
                        4.9e8 und dauert 0.6 s auf zwei Kernen)
      --strict          mit Status 2 beenden, wenn ein Wert der Abfrage nicht
                        verwendet wurde
      -h, --help        diese Hilfe ausgeben

    Grenzen: höchstens 65536 Größen in den Bereichen. Der Fortschritt geht auf
    die Standardfehlerausgabe, wenn sie ein Terminal ist.

    Rückgabewert: 0 Erfolg; 1 ein Laufzeit- oder E/A-Fehler; 2 ein Aufruffehler
    (ein Link ohne Bereich, ein Bereich über die Grenzen oder das Budget hinaus),
    oder mit --strict ein nicht verwendeter Wert der Abfrage.
cli-examples-help =
    Aufruf: castlab examples [--pretty]

    Gibt die Beispielgalerie als ein JSON-Array aus: je Beispiel seine id, paper,
    title, note, permalink, was es zeigt, und unter expect die Werte, die es
    verspricht, mit den Schlüsseln, die castlab eval ausgibt.

      --pretty   das JSON einrücken
      -h, --help diese Hilfe ausgeben
cli-check-help =
    Aufruf: castlab check [OPTIONS] <FILE|->

    Prüft einen Ablaufplan oder eine Ordnung in castlabs JSON-Format
    (docs/formats/: schedule.schema.json, ordering.schema.json) auf dem
    Netzwerk, das sie nennen, nach den Regeln des Modells dieses Netzwerks:
    {"One-Port"}-Broadcast auf Gittern und Tori (Paper 000, 002), All-Port auf
    WK-Netzwerken (001), Teilstreckenvermittlung auf Manhattan-Street-Netzwerken
    (004), Orderly Broadcasting (003). Gibt das Urteil aus (die erste verletzte
    Regel nach Schritt, mit ihren Knoten, und wie viele Regeln insgesamt
    verletzt sind), die Zahlen von castlab eval dazu und daneben den
    Algorithmus des Papers und das Beste, was castlab kennt.

      <FILE>    der Plan; '-' liest die Standardeingabe. Höchstens 64 MiB, eine
                reguläre Datei oder eine Pipe; höchstens 1048576 Nachrichten,
                65536 Schritte, 4096 Knoten je Route

    Optionen:
      --json    stattdessen den Bericht als ein JSON-Objekt ausgeben
      --pretty  mit --json: es einrücken
      -h, --help
                diese Hilfe ausgeben

    castlabs eigenen als Ausgangspunkt exportieren: castlab eval '<QUERY>'
    --export schedule (view=tcd, broadcast oder te) oder --export ordering
    (view=orderly).

    Rückgabewert: 0 der Plan hält jede Regel ein; 3 er verletzt eine (der Bericht
    sagt, welche); 1 die Datei ist kein Plan (kein JSON, nicht das Format, ein
    Knoten außerhalb des Netzwerks, über einer Grenze) oder nicht lesbar; 2 ein
    Aufruffehler.
cli-census-help =
    Aufruf: castlab census [OPTIONS]

    Jeder zusammenhängende Graph mit 2 bis N Knoten, einmal je
    Isomorphieklasse, mit D, seinem größten Grad, und seinen Broadcast-Zeiten,
    exakt berechnet unter den drei Modellen: b (klassisch, Telefon), b^o
    (orderly: das Minimum über alle Ordnungen der Zeit des langsamsten
    Ursprungs) und b^m1, b^m2, b^m3 (messy: der ungünstigste Fall über alle
    Läufe). Gibt tabulatorgetrennte Zeilen aus, jeden Graphen in graph6 (dem
    Format von nauty und NetworkX), in der Reihenfolge, in der castlab sie
    speichert (core/src/census/graphs.tsv): nach Knoten, Kanten, graph6.

    Optionen:
      --nodes N     Graphen bis N Knoten, 2 bis 8 (Standard 7, der gespeicherte
                    Zensus; 8 fügt 11117 Graphen hinzu und dauert weit über
                    eine halbe Stunde: seine dichten Graphen sind die langsamsten)
      --sample K    stattdessen K Zeilen des gespeicherten Zensus erneut
                    berechnen, gezogen mit dem Zufallsgenerator, und vergleichen
                    (Status 1 bei jeder Abweichung); 0 heißt jede Zeile
      --seed S      der Startwert der Stichprobe (Standard 1)
      --graph G6    stattdessen die Zeile eines Graphen, in graph6 angegeben
                    (höchstens 10 Knoten, zusammenhängend; beliebige Nummerierung)
      -h, --help    diese Hilfe ausgeben

    Rückgabewert: 0 Erfolg; 1 eine gespeicherte Zeile weicht ab (oder ist nicht
    berechenbar); 2 ein Aufruffehler.

# castlab's refusals and reports.
# Shown under a usage error: the command's usage line and where its help is.
cli-usage-hint = Aufruf: { $usage }
    mehr dazu: '{ $help }'
# The command line's words lexopt could not read (English as lexopt words them).
cli-arg-missing = Argument fehlt
cli-arg-missing-for = Argument für die Option '{ $option }' fehlt
cli-arg-unknown-option = ungültige Option '{ $option }'
cli-arg-unexpected = unerwartetes Argument { $value }
cli-arg-unexpected-value = unerwartetes Argument für die Option '{ $option }': { $value }
cli-arg-not-unicode = Argument ist kein gültiges Unicode: { $value }
cli-not-utf8 = { $value } ist kein gültiges UTF-8
cli-no-command = kein Befehl angegeben
cli-no-help = keine Hilfe zu { $command } (die Befehle sind eval, check, sweep, census, examples, package und locale)
cli-unknown-command = unbekannter Befehl '{ $command }' (die Befehle sind eval, check, sweep, census, examples, package, locale und help)
cli-eval-export-kind = --export { $value }: erwartet wird schedule oder ordering
cli-eval-census-number = --census=N: erwartet wird eine Anzahl von Quellen, etwa --census=1000
# A second query on the command line; $value is it, quoted.
cli-one-query = bitte genau eine Abfrage; { $value } ist eine zweite (setzen Sie die Abfrage in Anführungszeichen: '&' beendet einen Shell-Befehl)
cli-eval-count = { $flag } { $value }: erwartet wird eine ganze Zahl von { $least } bis { $most }
cli-missing-query = <QUERY> fehlt
cli-stdin-unreadable = die Standardeingabe ist nicht lesbar: { $error }
cli-eval-search-export = --search N (und --restarts R) gehören zu --export ordering
cli-eval-search-alone = --search N (und --restarts R) gehören zu --export ordering: sie schreiben die gefundene Ordnung als Plan
cli-eval-ordering-view = --ordering braucht eine Abfrage mit view=orderly
cli-eval-ordering-json = die Ordnungsdatei { $file } ist kein JSON-Array von Arrays von Knotenindizes: { $error }
cli-json-unencodable = JSON kann nicht kodiert werden: { $error }
cli-eval-csv-tables = --csv { $name }: diese Abfrage hat die Tabellen { $tables }
# What a refused file holds ($what in the file messages below).
cli-what-ordering-file = die Ordnungsdatei
cli-what-plan = der Plan
cli-file-unreadable = { $what } { $file } ist nicht lesbar: { $error }
cli-file-no-metadata = { $what } { $file }: Metadaten nicht lesbar: { $error }
cli-file-folder = { $what } { $file }: ist ein Ordner, keine Datei
cli-file-too-big = { $what } { $file }: hat { $bytes } Bytes; die Grenze ist { $limit } Bytes (64 MiB)
cli-file-special = { $what } { $file }: ist ein Gerät oder eine andere Spezialdatei, keine reguläre Datei und keine Pipe (die Grenze ist { $limit } Bytes (64 MiB))
cli-file-read-failed = { $what } { $file }: Lesen fehlgeschlagen: { $error }
cli-file-endless = { $what } { $file }: geht über { $limit } Bytes hinaus; die Grenze ist { $limit } Bytes (64 MiB)
cli-file-not-utf8 = { $what } { $file }: ist kein UTF-8-Text: { $error }
cli-check-one-file = bitte genau eine Datei; { $value } ist eine zweite
cli-check-missing-file = <FILE> fehlt ('-' für die Standardeingabe)
# Names the plan read from standard input in its refusals.
cli-check-standard-input = Standardeingabe
cli-check-stdin-endless = die Standardeingabe geht über { $limit } Bytes hinaus; die Grenze ist 64 MiB
cli-check-stdin-not-utf8 = die Standardeingabe ist kein UTF-8-Text: { $error }
# The report's first line: verdict, kind (schedule or ordering), model, source, network.
cli-check-valid = gültig
cli-check-invalid = UNGÜLTIG
cli-check-head = { $verdict }: { $kind } ({ $model }) auf { $network }
cli-check-head-from = { $verdict }: { $kind } ({ $model }) ab { $source } auf { $network }
cli-check-kind-schedule = Ablaufplan
cli-check-kind-ordering = Ordnung
cli-check-measure-steps = Schritte
cli-check-measure-rounds = Runden
cli-check-measure-half-slots = Halbslots
cli-check-measure-broadcast-time = Broadcast-Zeit
cli-check-first-broken = erste verletzte Regel ({ $rule }): { $message }
cli-check-broken-count = verletzte Regeln insgesamt: { $count }
cli-check-not-computed = { $measure }: nicht berechnet (die Ordnung verletzt eine Regel)
# Follows the measure's value on the same line.
cli-check-steps-messages = ; Schritte: { $steps }; Nachrichten: { $messages }
cli-check-contention-free-yes = ; konfliktfrei: ja
cli-check-contention-free-no = ; konfliktfrei: nein
# After a known value: how the checked plan compares with it.
cli-check-equal = (gleich)
cli-check-yours-less = (Ihrer ist um { $by } kleiner)
cli-check-yours-more = (Ihrer ist um { $by } größer)
cli-check-link = Link: ?{ $link }
cli-census-number = { $option } { $value } ist keine ganze Zahl von { $least } bis { $most }
# Progress on standard error, after each number of vertices.
cli-census-progress = { $graphs ->
        [one] 1 zusammenhängender Graph
       *[other] { $graphs } zusammenhängende Graphen
    } mit { $n } Knoten in { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s
# A stored row that differs from the one computed again; the second line lines up under the first.
cli-census-differs = gespeichert { $stored }
    {"                "}berechnet   { $computed }
cli-census-resampled = { $picked } von { $rows } Zeilen erneut berechnet; { $differ ->
        [one] 1 weicht ab
       *[other] { $differ } weichen ab
    }
cli-sweep-shard = --shard { $value }: erwartet wird K/N mit 1 <= K <= N, etwa --shard 2/8
cli-sweep-number = { $flag } { $value }: erwartet wird eine ganze Zahl
cli-sweep-threads = --threads { $value }: erwartet wird 1 bis 1024
# Progress on standard error (a terminal), rewritten in place.
cli-sweep-progress = { $done } von { $total ->
        [one] 1 Größe
       *[other] { $total } Größen
    }
# $first says why the first size left out is not allowed.
cli-sweep-skipped = { $skipped ->
        [one] 1 Größe in den Bereichen wird ausgelassen, weil { $first }
       *[other] { $skipped } Größen in den Bereichen werden ausgelassen, die erste, weil { $first }
    }
cli-sweep-no-threads = die Threads lassen sich nicht starten: { $error }
