# castlab package: un paquete LMS de enlaces de ejercicios (SCORM, cmi5).
# Las palabras de la página de inicio están en el idioma del paquete
# (locale= de sus enlaces, si no --locale); los rechazos de la orden, en el
# de la CLI.

## Los archivos del paquete

package-default-title = ejercicios de castlab
package-course-description = { $count ->
        [0] ejercicios de castlab, respondidos en la página
        [one] 1 ejercicio de castlab, respondido en la página
       *[other] { $count } ejercicios de castlab, respondidos en la página
    }

## Rechazos, de la orden y de la página de inicio de una plantilla

package-asks-no-question = '{ $link }' no plantea ninguna pregunta: añada ask= (README, «Exercises»)
package-pass-differs = '{ $link }': pass= difiere del primer enlace; un paquete tiene un solo umbral
package-link-refused = '{ $link }': { $why }
package-too-many = { $count } enlaces: un paquete admite como máximo { $max }
package-locale-differs = '{ $link }': locale= difiere del primer enlace; un paquete tiene un solo idioma
package-no-link = ningún enlace de ejercicio
package-pass-not-decimal = pass={ $value }: se esperaba un número con un decimal como máximo, como 1.5
package-pass-range = pass={ $value }: debe estar entre 0 y 1

## Los rechazos propios de la orden

package-template-takes-no-links = --template no admite enlaces: van en el exercises.txt del paquete
package-no-link-given = no se dio ningún enlace de ejercicio (o --template, para un paquete cuyos enlaces se editan en su exercises.txt)
package-required = { $option } es obligatorio
package-no-site = --site { $site }: ahí no hay { $file }; construya el sitio (cargo xtask dist escribe dist/) o descomprima un archivo de versión
package-no-locale = --site { $site }: ahí no hay palabras en { $locale } (locales/{ $locale }-<hash>.ftl), así que sus ejercicios no mostrarían ese idioma; construya el sitio de nuevo (cargo xtask dist) o descomprima un archivo de versión más reciente
package-cannot-read = no se puede leer { $path }: { $why }
package-cannot-write = no se puede escribir { $path }: { $why }
package-wrote = castlab: escrito { $path } ({ $count ->
        [one] { $count } ejercicio
       *[other] { $count } ejercicios
    }, { $files } archivos)

## La página de inicio (launch.js, cmi5.js, exercises.js)

package-exercise-title = Ejercicio { $n }
package-refused = exercises.txt: { $why }. Los ejercicios no se muestran: corrija exercises.txt y vuelva a comprimir el paquete.
package-unreadable = no se puede leer ({ $why })
package-status-done = Todo respondido: puntuación { $percent }.
package-status-progress = Puntuación hasta ahora: { $percent } (lo mejor de cada ejercicio, sobre los { $count }); { $right } de { $count } respondidos correctamente.
package-not-recorded = Puede que su puntuación no se registre: { $why }.
package-no-lms = esta página no encontró ningún LMS al que informar ({ $api })
package-lms-error = {" "}(error { $code }{ $words })
package-lms-missing = el LMS no tiene { $method }
package-lms-failed = el LMS falló en { $call } ({ $why })
package-lms-refused = el LMS rechazó { $call }{ $error }
package-cmi5-not-launched = esta página no la abrió un LMS cmi5
package-store-refused = el almacén de registros rechazó una declaración (HTTP { $status })
package-store-unreachable = no se puede contactar con el almacén de registros ({ $why })
package-fetch-http = su URL de fetch respondió HTTP { $status }
package-fetch-no-token = su URL de fetch no dio ningún auth-token
package-session-failed = el LMS no inició la sesión ({ $why })

## El exercises.txt de una plantilla: las líneas antes de sus enlaces

package-template-how =
    ejercicios de castlab: un enlace por línea, copiado de la barra de direcciones
    de castlab o de su enlace permanente (la dirección entera, o la parte tras '?').
    Cada enlace plantea una pregunta (ask=...); 50 enlaces como máximo. pass= (de 0
    a 1, un dígito tras el punto) es la puntuación con la que se aprueba el paquete,
    1 donde un enlace no la indica, y debe ser la misma en todos los enlaces: un
    paquete tiene un solo umbral (la página de inicio rechaza una lista cuyos enlaces
    difieren, como hace castlab package). Las líneas que empiezan por # se ignoran.
    Edite este archivo, vuelva a comprimir los archivos del paquete (imsmanifest.xml
    o cmi5.xml en la raíz del zip, no dentro de una carpeta) y suba el zip a su LMS.

## castlab package --help

package-help =
    uso: castlab package [OPTIONS] --site DIR --output FILE <QUERY>...
         castlab package [OPTIONS] --site DIR --output FILE --template

    Escribe un paquete LMS de enlaces de ejercicios (cada uno con ask=): por
    defecto, un zip SCORM 2004 4.ª edición. Su página de inicio muestra los
    ejercicios como incrustaciones de castlab y comunica cada respuesta al LMS:
    cmi.interactions.n.* (id, type, learner response, result, description), la
    puntuación (la media sobre los ejercicios de la mejor puntuación de cada uno,
    de 0 a 1), cmi.success_status (passed cuando la puntuación alcanza el pass=
    de los enlaces, 1 por defecto) y cmi.completion_status (completed cuando
    todos los ejercicios están respondidos correctamente).

      <QUERY>   un enlace de ejercicio, p. ej. 'v=1&dims=4x4&src=1,2&ask=hops'; de
                uno a 50, todos con el mismo pass=

    opciones:
      --site DIR       el sitio construido que se incluye (cargo xtask dist escribe
                       dist/; un archivo de versión se descomprime en uno)
      --output FILE    el zip que se escribe
      --title TEXT     el título del paquete (por defecto: ejercicios de castlab)
      --locale TAG     el idioma de los estudiantes (de, es, zh-Hans) donde los
                       enlaces no llevan locale= (gana el locale= de un enlace);
                       inglés por defecto, diga lo que diga LANG; también el
                       idioma de los mensajes del propio comando
      --scorm12        SCORM 1.2 en su lugar (cmi.core.lesson_status, puntuación 0-100)
      --template       sin enlaces: el paquete los lee de su exercises.txt, que un
                       docente edita antes de volver a comprimirlo (la versión
                       adjunta estas plantillas, así que no hace falta Rust); su
                       página de inicio rechaza una lista que estas reglas rechazan
      --cmi5           un curso cmi5 en su lugar: cmi5.xml y una unidad asignable
                       que envía initialized, la declaración de cada respuesta,
                       completed, passed o failed (masteryScore = pass=) y
                       terminated al almacén de registros del LMS
      -h, --help       muestra esta ayuda

    Estado de salida: 0 éxito; 1 un archivo que no se puede leer o escribir; 2 un
    error de uso, como un enlace sin pregunta o un valor que el enlace no puede usar.
