# castlab package: an LMS package of exercise links (SCORM, cmi5). The
# launch page's words are worded in the package's language (its links'
# locale=, else --locale); the command's own refusals in the CLI's.

## The package's files

package-default-title = castlab exercises
package-course-description = { $count ->
        [0] castlab exercises, answered in the page
        [one] 1 castlab exercise, answered in the page
       *[other] { $count } castlab exercises, answered in the page
    }

## Refusals, by the command and by a template's launch page ($link: a link as given)

package-asks-no-question = '{ $link }' asks no question: add ask= (README, "Exercises")
package-pass-differs = '{ $link }': pass= differs from the first link's; a package has one threshold
# $why: why the link is refused.
package-link-refused = '{ $link }': { $why }
package-too-many = { $count } links: a package holds at most { $max }
package-locale-differs = '{ $link }': locale= differs from the first link's; a package has one language
package-no-link = no exercise link
package-pass-not-decimal = pass={ $value }: expected a number with at most one decimal, like 1.5
package-pass-range = pass={ $value }: must be between 0 and 1

## The command's own refusals

package-template-takes-no-links = --template takes no links: they go in the package's exercises.txt
package-no-link-given = no exercise link given (or --template, for a package whose links are edited in its exercises.txt)
# $option: "--site DIR" or "--output FILE".
package-required = { $option } is required
package-no-site = --site { $site }: no { $file } there; build the site (cargo xtask dist writes dist/) or unpack a release archive
package-no-locale = --site { $site }: no words in { $locale } there (locales/{ $locale }-<hash>.ftl), so its exercises would not show that language; build the site again (cargo xtask dist) or unpack a newer release archive
package-cannot-read = cannot read { $path }: { $why }
package-cannot-write = cannot write { $path }: { $why }
package-wrote = castlab: wrote { $path } ({ $count ->
        [one] { $count } exercise
       *[other] { $count } exercises
    }, { $files } files)

## The launch page (launch.js, cmi5.js, exercises.js)

# A frame's title, for screen readers.
package-exercise-title = Exercise { $n }
# $why: package-… why exercises.txt is refused.
package-refused = exercises.txt: { $why }. The exercises are not shown: correct exercises.txt and zip the package again.
package-unreadable = cannot be read ({ $why })
# $percent: the score, "85%".
package-status-done = All answered: score { $percent }.
package-status-progress = Score so far: { $percent } (each exercise's best, over all { $count }); { $right } of { $count } answered right.
# Shown above the exercises when the LMS cannot record; $why: one of the package-lms-…, package-store-… below.
package-not-recorded = Your score may not be recorded: { $why }.
# $api: the SCORM runtime's name, API_1484_11 or API.
package-no-lms = this page found no LMS to report to ({ $api })
# After a refused call: the runtime's error code and its own words.
package-lms-error = {" "}(error { $code }{ $words })
package-lms-missing = the LMS has no { $method }
package-lms-failed = the LMS failed on { $call } ({ $why })
package-lms-refused = the LMS refused { $call }{ $error }
package-cmi5-not-launched = this page was not launched by a cmi5 LMS
package-store-refused = the record store refused a statement (HTTP { $status })
package-store-unreachable = the record store cannot be reached ({ $why })
package-fetch-http = its fetch URL answered HTTP { $status }
package-fetch-no-token = its fetch URL gave no auth-token
package-session-failed = the LMS did not start the session ({ $why })

## A template's exercises.txt: the lines before its links (each becomes a "# " line)

package-template-how =
    castlab exercises: one link per line, copied from castlab's address bar
    or its permalink (the whole address, or the part after '?'). Each link
    asks a question (ask=...); at most 50 links. pass= (0 to 1, one digit
    after the point) is the score that passes the package, 1 where a link
    has none, and must be the same on every link: a package has one
    threshold (the launch page refuses a list whose links differ, as
    castlab package does). Lines starting with # are ignored. Edit this
    file, zip the package's files again (imsmanifest.xml or cmi5.xml at the
    top of the zip, not inside a folder), and upload the zip to your LMS.

## castlab package --help (Fluent drops the last newline; the command adds it)

package-help =
    usage: castlab package [OPTIONS] --site DIR --output FILE <QUERY>...
           castlab package [OPTIONS] --site DIR --output FILE --template

    Writes an LMS package of exercise links (each with ask=): a SCORM 2004
    4th edition zip by default. Its launch page shows the exercises as castlab
    embeds and reports each answer to the LMS: cmi.interactions.n.* (id, type,
    learner response, result, description), the score (the mean over the
    exercises of each one's best score, 0 to 1), cmi.success_status (passed
    once the score reaches the links' pass=, 1 by default) and
    cmi.completion_status (completed once every exercise is answered right).

      <QUERY>   an exercise link, e.g. 'v=1&dims=4x4&src=1,2&ask=hops'; one to
                50, all with the same pass=

    options:
      --site DIR       the built site to include (cargo xtask dist writes dist/;
                       a release archive unpacks to one)
      --output FILE    the zip to write
      --title TEXT     the package's title (default: castlab exercises)
      --locale TAG     the students' language (de, es, zh-Hans) where the links
                       carry no locale= (a link's locale= wins); English by
                       default, whatever LANG says; also the language of the
                       command's own messages
      --scorm12        SCORM 1.2 instead (cmi.core.lesson_status, score 0-100)
      --template       no links: the package reads them from its exercises.txt,
                       which a lecturer edits before zipping it again (the
                       release attaches these templates, so no Rust is needed);
                       its launch page refuses a list these rules refuse
      --cmi5           a cmi5 course instead: cmi5.xml and one assignable unit
                       that sends initialized, each answer's statement,
                       completed, passed or failed (masteryScore = pass=) and
                       terminated to the LMS's record store
      -h, --help       print this help

    Exit status: 0 success; 1 a file that cannot be read or written; 2 a usage
    error, such as a link with no question or a value the link cannot use.
