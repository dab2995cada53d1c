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
cli-locale-check-summary = { $locale }: { $messages } von { $english } Meldungen, { $problems ->
        [0] kein Problem
        [one] 1 Problem
       *[other] { $problems } Probleme
    }
