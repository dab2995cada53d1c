cli-locale-unknown = --locale { $tag }: castlab no tiene textos en ese idioma (tiene { $locales }); se usa { $fallback }
