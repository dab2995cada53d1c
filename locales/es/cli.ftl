cli-locale-unknown = --locale { $tag }: castlab no tiene textos en ese idioma (tiene { $locales }); se usa { $fallback }
cli-locale-help =
    uso: castlab locale check <CARPETA>
         castlab locale list

    check CARPETA  comprueba una traducción (los archivos .ftl de la carpeta, o un
                   archivo .ftl) con las reglas que cumplen los idiomas de castlab:
                   cada mensaje inglés traducido, con los mismos marcadores y
                   atributos, ningún mensaje que falte en inglés, ninguna frase
                   inglesa sin traducir. Código de salida: 0 las cumple; 3 incumple
                   alguna (se muestra cada una); 1 no se puede leer.
    list           los idiomas que trae castlab, primero el inglés

    docs/translating.md explica cómo añadir un idioma.
cli-locale-check-needs-dir = locale check necesita la carpeta de una traducción, como locales/fr
cli-locale-unknown-command = orden de locale desconocida «{ $command }» (las órdenes son check y list)
cli-locale-check-no-files = { $dir } no contiene ningún archivo .ftl
cli-locale-check-summary = { $locale }: { $messages } de { $english } mensajes, { $problems ->
        [0] ningún problema
        [one] 1 problema
       *[other] { $problems } problemas
    }
