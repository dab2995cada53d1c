# The command line's own words (`castlab --help`, its refusals).
cli-locale-unknown = --locale { $tag }: castlab has no words in it (it has { $locales }); using { $fallback }
