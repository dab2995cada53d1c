# castlab package: ein LMS-Paket aus Übungslinks (SCORM, cmi5). Die Wörter
# der Startseite stehen in der Sprache des Pakets (locale= seiner Links,
# sonst --locale); die Ablehnungen des Befehls in der Sprache der CLI.

## Die Dateien des Pakets

package-default-title = castlab-Übungen
package-course-description = { $count ->
        [0] castlab-Übungen, in der Seite beantwortet
        [one] 1 castlab-Übung, in der Seite beantwortet
       *[other] { $count } castlab-Übungen, in der Seite beantwortet
    }

## Ablehnungen, durch den Befehl und durch die Startseite einer Vorlage

package-asks-no-question = '{ $link }' stellt keine Frage: Fügen Sie ask= hinzu (README, „Exercises“)
package-pass-differs = '{ $link }': pass= weicht vom ersten Link ab; ein Paket hat eine Schwelle
package-link-refused = '{ $link }': { $why }
package-too-many = { $count } Links: Ein Paket fasst höchstens { $max }
package-locale-differs = '{ $link }': locale= weicht vom ersten Link ab; ein Paket hat eine Sprache
package-no-link = kein Übungslink
package-pass-not-decimal = pass={ $value }: erwartet wird eine Zahl mit höchstens einer Nachkommastelle, etwa 1.5
package-pass-range = pass={ $value }: muss zwischen 0 und 1 liegen

## Die eigenen Ablehnungen des Befehls

package-template-takes-no-links = --template nimmt keine Links: Sie gehören in die exercises.txt des Pakets
package-no-link-given = kein Übungslink angegeben (oder --template, für ein Paket, dessen Links in seiner exercises.txt bearbeitet werden)
package-required = { $option } ist erforderlich
package-no-site = --site { $site }: dort gibt es kein { $file }; bauen Sie die Website (cargo xtask dist schreibt dist/) oder entpacken Sie ein Release-Archiv
package-no-locale = --site { $site }: dort gibt es keine Wörter auf { $locale } (locales/{ $locale }-<hash>.ftl), also würden seine Übungen diese Sprache nicht zeigen; bauen Sie die Website neu (cargo xtask dist) oder entpacken Sie ein neueres Release-Archiv
package-cannot-read = { $path } kann nicht gelesen werden: { $why }
package-cannot-write = { $path } kann nicht geschrieben werden: { $why }
package-wrote = castlab: { $path } geschrieben ({ $count ->
        [one] { $count } Übung
       *[other] { $count } Übungen
    }, { $files } Dateien)

## Die Startseite (launch.js, cmi5.js, exercises.js)

package-exercise-title = Übung { $n }
package-refused = exercises.txt: { $why }. Die Übungen werden nicht gezeigt: Korrigieren Sie exercises.txt und packen Sie das Paket erneut.
package-unreadable = kann nicht gelesen werden ({ $why })
package-status-done = Alle beantwortet: Punktzahl { $percent }.
package-status-progress = Punktzahl bisher: { $percent } (das Beste jeder Übung, über alle { $count }); { $right } von { $count } richtig beantwortet.
package-not-recorded = Ihre Punktzahl wird möglicherweise nicht gespeichert: { $why }.
package-no-lms = diese Seite hat kein LMS gefunden, an das sie berichten kann ({ $api })
package-lms-error = {" "}(Fehler { $code }{ $words })
package-lms-missing = dem LMS fehlt { $method }
package-lms-failed = das LMS ist bei { $call } gescheitert ({ $why })
package-lms-refused = das LMS hat { $call } abgelehnt{ $error }
package-cmi5-not-launched = diese Seite wurde nicht von einem cmi5-LMS gestartet
package-store-refused = der Aussagenspeicher hat eine Aussage abgelehnt (HTTP { $status })
package-store-unreachable = der Aussagenspeicher ist nicht erreichbar ({ $why })
package-fetch-http = seine Fetch-URL antwortete mit HTTP { $status }
package-fetch-no-token = seine Fetch-URL lieferte kein auth-token
package-session-failed = das LMS hat die Sitzung nicht gestartet ({ $why })

## Die exercises.txt einer Vorlage: die Zeilen vor ihren Links

package-template-how =
    castlab-Übungen: ein Link pro Zeile, kopiert aus der Adressleiste von castlab
    oder seinem Permalink (die ganze Adresse oder der Teil nach '?'). Jeder Link
    stellt eine Frage (ask=...); höchstens 50 Links. pass= (0 bis 1, eine Stelle
    nach dem Punkt) ist die Punktzahl, mit der das Paket bestanden ist, 1, wo ein
    Link keine angibt, und muss auf jedem Link gleich sein: Ein Paket hat eine
    Schwelle (die Startseite lehnt eine Liste ab, deren Links sich unterscheiden,
    wie castlab package). Zeilen, die mit # beginnen, werden ignoriert. Bearbeiten
    Sie diese Datei, packen Sie die Dateien des Pakets erneut (imsmanifest.xml oder
    cmi5.xml zuoberst im Zip, nicht in einem Ordner) und laden Sie das Zip in Ihr LMS hoch.

## castlab package --help

package-help =
    Aufruf: castlab package [OPTIONS] --site DIR --output FILE <QUERY>...
            castlab package [OPTIONS] --site DIR --output FILE --template

    Schreibt ein LMS-Paket aus Übungslinks (jeder mit ask=): standardmäßig ein
    Zip nach SCORM 2004, 4. Ausgabe. Seine Startseite zeigt die Übungen als
    castlab-Einbettungen und meldet jede Antwort an das LMS: cmi.interactions.n.*
    (id, type, learner response, result, description), die Punktzahl (der
    Mittelwert über die Übungen aus der besten Punktzahl jeder einzelnen, 0 bis 1),
    cmi.success_status (passed, sobald die Punktzahl das pass= der Links erreicht,
    standardmäßig 1) und cmi.completion_status (completed, sobald jede Übung
    richtig beantwortet ist).

      <QUERY>   ein Übungslink, z. B. 'v=1&dims=4x4&src=1,2&ask=hops'; einer bis
                50, alle mit demselben pass=

    Optionen:
      --site DIR       die gebaute Website, die aufgenommen wird (cargo xtask dist
                       schreibt dist/; ein Release-Archiv entpackt zu einer)
      --output FILE    das zu schreibende Zip
      --title TEXT     der Titel des Pakets (Standard: castlab-Übungen)
      --locale TAG     die Sprache der Lernenden (de, es, zh-Hans) für Übungslinks
                       ohne locale= (das locale= eines Übungslinks hat Vorrang);
                       standardmäßig Englisch, unabhängig von LANG; auch die
                       Sprache der Meldungen des Befehls
      --scorm12        stattdessen SCORM 1.2 (cmi.core.lesson_status, Punktzahl 0-100)
      --template       keine Links: Das Paket liest sie aus seiner exercises.txt,
                       die eine Lehrperson bearbeitet, bevor sie es wieder packt
                       (das Release hängt diese Vorlagen an, also ist kein Rust
                       nötig); seine Startseite lehnt eine Liste ab, die diese
                       Regeln ablehnen
      --cmi5           stattdessen ein cmi5-Kurs: cmi5.xml und eine zuweisbare
                       Einheit, die initialized, die Aussage jeder Antwort,
                       completed, passed oder failed (masteryScore = pass=) und
                       terminated an den Aussagenspeicher des LMS sendet
      -h, --help       diese Hilfe ausgeben

    Rückgabewert: 0 Erfolg; 1 eine Datei, die nicht gelesen oder geschrieben
    werden kann; 2 ein Aufruffehler, etwa ein Link ohne Frage oder ein Wert,
    den der Link nicht verwenden kann.
