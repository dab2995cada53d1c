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
# Before the summary: messages worded exactly as English ($ids: the first few ids).
cli-locale-check-same = note: { $count ->
        [one] 1 message reads
       *[other] { $count } messages read
    } exactly as in English (right for names and symbols; check the others): { $ids }
cli-locale-check-summary = { $locale }: { $messages } of { $english } messages, { $problems ->
        [0] no problem
        [one] 1 problem
       *[other] { $problems } problems
    }

# castlab's help screens (each ends the screen; flags, keys and examples stay as they are).
cli-help =
    castlab: broadcast algorithms on interconnection networks, from the command line

    usage: castlab eval [OPTIONS] <QUERY>    evaluate a permalink, print JSON
           castlab sweep [OPTIONS] <QUERY>   evaluate it over ranges of sizes, CSV
           castlab check [OPTIONS] <FILE>    check your own schedule or ordering
           castlab examples [--pretty]       the examples gallery as JSON
           castlab census [OPTIONS]          every small graph under the three
                                             models, or a sample checked again
           castlab package [OPTIONS] <QUERY>...
                                             exercise links as a SCORM package
           castlab locale <check DIR|list>   check a translation, list the locales
           castlab help [COMMAND]            this help, or a command's

    options:
      -h, --help     print help (also after a command: castlab eval --help)
      -V, --version  print the version
      --locale TAG   the language of castlab's sentences (en, de, es, zh-Hans);
                     by default the link's locale=, else LC_ALL, LC_MESSAGES
                     or LANG, else English

    Exit status: 0 success; 1 a runtime or I/O error (a message on standard
    error); 2 a usage error, or with --strict a value of the query not used.
cli-eval-help =
    usage: castlab eval [OPTIONS] <QUERY>

    Evaluates a castlab permalink and prints one JSON object.

      <QUERY>   the query string of a permalink, with or without '?', or a whole
                URL, e.g. 'v=1&net=mesh&dims=8x8&src=2,2&view=tcd&algo=paper';
                '-' reads it from standard input

    options (--flag=VALUE and --flag VALUE both work; -- ends the options):
      --pretty  indent the JSON
      --strict  exit with status 2 if a value of the query was not used, or a
                key is unknown
      --ordering FILE
                with view=orderly, use this ordering: a JSON array with one
                array per vertex (x fastest) of its neighbours' indices in
                label order, e.g. [[1,3],[2,0],...]; it must list exactly each
                vertex's neighbours. At most 64 MiB, from a regular file or a
                pipe (devices are refused)
      --census[=N]
                with view=tcd and cmp=ALGO: route the schedule of the link's
                algo at every source where it beats cmp's TCD (or at N of them,
                drawn with the seeded generator, seed 1) and add a 'census'
                object: how many are contention-free, how many are not. Its
                budget is sources x nodes <= 2^26: every source up to 8192
                nodes (64x64, 16x16x16), N <= 1024 on 256x256, N <= 64 on
                1024x1024
      --trace   add 'pseudocode' (the algorithm's lines) and 'trace': per
                step, why each message is sent: {"{"}step, rule, line, context,
                sentence, count, messages{"}"} (context: the set-up and loop
                lines the step also runs), the first 64 messages of each
                reason listed
                as {"{from, to}"} coordinates (WK: address digits; view=classical
                on WK or a family: the cell on its address grid); count gives
                them all
      --export schedule|ordering
                print castlab's schedule (view=tcd from src, view=broadcast,
                view=te) or ordering (view=orderly) in castlab's plan format
                instead (docs/formats/), to edit and check with castlab check
      --search N
                with --export ordering: search N orderings (1 to 1e9) for a
                better one, starting from the link's, and export the best
                (late acceptance: swap two labels of a vertex or move one; the
                link's seed= seeds it); the plan's note gives both b^Π(G)
      --restarts R
                with --search: split the N orderings over R runs (1 to 1000)
                from the link's ordering
      --csv TABLE
                print one table of the same numbers as CSV instead: 'nodes'
                (one row per node, x fastest, with every per-node map),
                'summary' (every single value), or the name of a list in the
                JSON ('schedule', 'deliveries', 'bounds', ...); an unknown name
                lists the tables of this query
      -h, --help
                print this help

    Values that cannot be used are reported on standard error and in the
    "errors" array, and replaced by their defaults. A key close to a known one
    (dim, sorce) is reported there too, with the key probably meant; other
    unknown keys are noted on standard error; utm_*, fbclid, gclid and ref are
    ignored.

    Exit status: 0 success; 1 a runtime or I/O error; 2 a usage error, or with
    --strict a value of the query not used.
cli-sweep-help =
    usage: castlab sweep [OPTIONS] <QUERY>

    Evaluates a permalink at every size in its ranges that the network and view
    allow, and prints one CSV row per size (RFC 4180): the size (dims, w and l
    on WK, m or n on a family), its canonical permalink, and the view's summary
    values under the names castlab eval prints (nested ones joined by dots).

      <QUERY>   a permalink in which dims, w and l on net=wk, or a family's m
                or n holds a range: an axis A..B (dims=3..40x3..40: every
                torus with both sides 3 to 40, first side slowest), a cube
                side A..B^d (dims=2..64^2: the 2x2 to 64x64 squares), l=1..6,
                m=3..12 (net=butterfly&m=3..12: BF(3) to BF(12)) or n=3..64;
                sizes the view does not allow (odd MSN sides, meshes that are
                not 2^k) are left out; a family's range beyond the sizes it
                takes is refused.
                '-' reads it from standard input

    options:
      --json            print a JSON array of objects instead, one per row
      --pretty          with --json, indent it
      --threads N       evaluate on N threads (default: every core); the
                        output is the same bytes whatever N is
      --shard K/N       evaluate only the K-th of N contiguous slices of about
                        equal work; every shard prints the header, and shard
                        1's output followed by the other shards' rows in order
                        is the whole sweep, byte for byte
      --max-work W      raise or lower the budget (default 8589934592 units:
                        node count times the view's work per node, summed; the
                        orderly sweep of every torus up to 40x40 is 4.9e8 and
                        takes 0.6 s on two cores)
      --strict          exit with status 2 if a value of the query was not used
      -h, --help        print this help

    Limits: at most 65536 sizes in the ranges. Progress goes to standard
    error when it is a terminal.

    Exit status: 0 success; 1 a runtime or I/O error; 2 a usage error (a link
    with no range, a range beyond the limits or the budget), or with --strict
    a value of the query not used.
cli-examples-help =
    usage: castlab examples [--pretty]

    Prints the examples gallery as one JSON array: per example its id, paper,
    title, note, permalink, what it shows, and under expect the values it
    promises, keyed as castlab eval prints them.

      --pretty   indent the JSON
      -h, --help print this help
cli-check-help =
    usage: castlab check [OPTIONS] <FILE|->

    Checks a schedule or an ordering in castlab's JSON format (docs/formats/:
    schedule.schema.json, ordering.schema.json) on the network it names, by the
    rules of that network's model: one-port broadcast on meshes and tori
    (papers 000, 002), all-port on WK networks (001), store and forward on
    Manhattan Street networks (004), orderly broadcasting (003). Prints the
    verdict (the first broken rule by step, with its nodes, and how many
    rules break in all), castlab eval's numbers for it, and the paper's
    algorithm and the best castlab knows beside them.

      <FILE>    the plan; '-' reads standard input. At most 64 MiB, a regular
                file or a pipe; at most 1048576 messages, 65536 steps, 4096
                nodes per route

    options:
      --json    print the report as one JSON object instead
      --pretty  with --json, indent it
      -h, --help
                print this help

    Export castlab's own to start from: castlab eval '<QUERY>' --export schedule
    (view=tcd, broadcast or te) or --export ordering (view=orderly).

    Exit status: 0 the plan keeps every rule; 3 it breaks one (the report says
    which); 1 the file is not a plan (not JSON, not the format, a node off the
    network, over a limit) or cannot be read; 2 a usage error.
cli-census-help =
    usage: castlab census [OPTIONS]

    Every connected graph on 2 to N vertices, once per isomorphism class, with
    D, its largest degree, and its broadcast times computed exactly under the
    three models: b (classical, telephone), b^o (orderly: the least, over
    every ordering, of the slowest originator's time) and b^m1, b^m2, b^m3
    (messy: the worst case over every run). Prints tab-separated rows, each
    graph in graph6 (the format of nauty and NetworkX), in the order castlab
    stores them (core/src/census/graphs.tsv): by vertices, links, graph6.

    options:
      --nodes N     graphs up to N vertices, 2 to 8 (default 7, the stored
                    census; 8 adds 11117 graphs and takes well over half an
                    hour: its dense graphs are the slowest)
      --sample K    instead, compute K rows of the stored census again, drawn
                    with the seeded generator, and compare (exit 1 on any
                    difference); 0 means every row
      --seed S      the sample's seed (default 1)
      --graph G6    instead, one graph's row, given in graph6 (at most 10
                    vertices, connected; any labelling)
      -h, --help    print this help

    Exit status: 0 success; 1 a stored row differs (or cannot be computed);
    2 a usage error.

# castlab's refusals and reports.
# Shown under a usage error: the command's usage line and where its help is.
cli-usage-hint = usage: { $usage }
    for more, try '{ $help }'
# The command line's words lexopt could not read (English as lexopt words them).
cli-arg-missing = missing argument
cli-arg-missing-for = missing argument for option '{ $option }'
cli-arg-unknown-option = invalid option '{ $option }'
cli-arg-unexpected = unexpected argument { $value }
cli-arg-unexpected-value = unexpected argument for option '{ $option }': { $value }
cli-arg-not-unicode = argument is invalid unicode: { $value }
cli-not-utf8 = { $value } is not valid UTF-8
cli-no-command = no command given
cli-no-help = no help for { $command } (the commands are eval, check, sweep, census, examples, package and locale)
cli-unknown-command = unknown command '{ $command }' (the commands are eval, check, sweep, census, examples, package, locale and help)
cli-eval-export-kind = --export { $value }: expected schedule or ordering
cli-eval-census-number = --census=N: expected a number of sources, like --census=1000
# A second query on the command line; $value is it, quoted.
cli-one-query = give one query; { $value } is a second (quote the query: '&' ends a shell command)
cli-eval-count = { $flag } { $value }: expected a whole number from { $least } to { $most }
cli-missing-query = missing <QUERY>
cli-stdin-unreadable = cannot read standard input: { $error }
cli-eval-search-export = --search N (and --restarts R) go with --export ordering
cli-eval-search-alone = --search N (and --restarts R) go with --export ordering: they write the ordering found as a plan
cli-eval-ordering-view = --ordering needs a query with view=orderly
cli-eval-ordering-json = the ordering file { $file } is not a JSON array of arrays of vertex indices: { $error }
cli-json-unencodable = cannot encode JSON: { $error }
cli-eval-csv-tables = --csv { $name }: this query has the tables { $tables }
# What a refused file holds ($what in the file messages below).
cli-what-ordering-file = the ordering file
cli-what-plan = the plan
cli-file-unreadable = cannot read { $what } { $file }: { $error }
cli-file-no-metadata = { $what } { $file }: cannot read its metadata: { $error }
cli-file-folder = { $what } { $file }: is a folder, not a file
cli-file-too-big = { $what } { $file }: has { $bytes } bytes; the limit is { $limit } bytes (64 MiB)
cli-file-special = { $what } { $file }: is a device or another special file, not a regular file or a pipe (the limit is { $limit } bytes (64 MiB))
cli-file-read-failed = { $what } { $file }: cannot read it: { $error }
cli-file-endless = { $what } { $file }: goes on past { $limit } bytes; the limit is { $limit } bytes (64 MiB)
cli-file-not-utf8 = { $what } { $file }: is not UTF-8 text: { $error }
cli-check-one-file = give one file; { $value } is a second
cli-check-missing-file = missing <FILE> ('-' for standard input)
# Names the plan read from standard input in its refusals.
cli-check-standard-input = standard input
cli-check-stdin-endless = standard input goes on past { $limit } bytes; the limit is 64 MiB
cli-check-stdin-not-utf8 = standard input is not UTF-8 text: { $error }
# The report's first line: verdict, kind (schedule or ordering), model, source, network.
cli-check-valid = valid
cli-check-invalid = INVALID
cli-check-head = { $verdict }: { $kind } ({ $model }) on { $network }
cli-check-head-from = { $verdict }: { $kind } ({ $model }) from { $source } on { $network }
cli-check-kind-schedule = schedule
cli-check-kind-ordering = ordering
cli-check-measure-steps = steps
cli-check-measure-rounds = rounds
cli-check-measure-half-slots = half slots
cli-check-measure-broadcast-time = broadcast time
cli-check-first-broken = first broken rule ({ $rule }): { $message }
cli-check-broken-count = broken rules in all: { $count }
cli-check-not-computed = { $measure }: not computed (the ordering breaks a rule)
# Follows the measure's value on the same line.
cli-check-steps-messages = ; steps: { $steps }; messages: { $messages }
cli-check-contention-free-yes = ; contention-free: yes
cli-check-contention-free-no = ; contention-free: no
# After a known value: how the checked plan compares with it.
cli-check-equal = (equal)
cli-check-yours-less = (yours is { $by } less)
cli-check-yours-more = (yours is { $by } more)
cli-check-link = link: ?{ $link }
cli-census-number = { $option } { $value } is not a whole number from { $least } to { $most }
# Progress on standard error, after each number of vertices.
cli-census-progress = { $graphs } connected graphs on { $n } vertices in { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s
# A stored row that differs from the one computed again; the second line lines up under the first.
cli-census-differs = stored  { $stored }
    {"                "}computed { $computed }
cli-census-resampled = { $picked } of { $rows } rows computed again; { $differ } differ
cli-sweep-shard = --shard { $value }: expected K/N with 1 <= K <= N, like --shard 2/8
cli-sweep-number = { $flag } { $value }: expected a whole number
cli-sweep-threads = --threads { $value }: expected 1 to 1024
# Progress on standard error (a terminal), rewritten in place.
cli-sweep-progress = { $done } of { $total } sizes
# $first says why the first size left out is not allowed.
cli-sweep-skipped = { $skipped } sizes in the ranges are left out, the first because { $first }
cli-sweep-no-threads = cannot start the threads: { $error }
