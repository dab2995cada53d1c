# The command line's own words (`castlab --help`, its refusals).
cli-locale-unknown = --locale { $tag }: castlab has no words in it (it has { $locales }); using { $fallback }
cli-locale-help =
    usage: castlab locale check <DIR>
           castlab locale list

    check DIR  holds a translation (the .ftl files of DIR, or one .ftl file) to
               the rules castlab's own locales keep: every English message
               translated, with the same placeholders and attributes, no message
               that English lacks, no English sentence left. Exit status: 0 it
               keeps them; 3 it breaks one (each is printed); 1 it cannot be read.
    list       the locales castlab carries, English first

    docs/translating.md says how to add a language.
cli-locale-check-needs-dir = locale check needs the folder of a translation, like locales/fr
cli-locale-unknown-command = unknown locale command '{ $command }' (the commands are check and list)
cli-locale-check-no-files = { $dir } holds no .ftl file
cli-locale-check-summary = { $locale }: { $messages } of { $english } messages, { $problems ->
        [0] no problem
        [one] 1 problem
       *[other] { $problems } problems
    }
