cli-locale-unknown = --locale { $tag }: castlab hat keine Texte in dieser Sprache (vorhanden: { $locales }); verwendet wird { $fallback }
