cli-locale-unknown = --locale { $tag }：castlab 没有该语言的文本（现有 { $locales }）；改用 { $fallback }
