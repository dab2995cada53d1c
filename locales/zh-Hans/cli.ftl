cli-locale-unknown = --locale { $tag }：castlab 没有该语言的文本（现有 { $locales }）；改用 { $fallback }
cli-locale-help =
    用法：castlab locale check <目录>
          castlab locale list

    check 目录  按 castlab 自带语言遵守的规则检查一份翻译（目录中的 .ftl 文件，
                或单个 .ftl 文件）：每条英文消息都已翻译，占位符和属性相同，
                没有英文中不存在的消息，没有遗留的英文句子。退出状态：0 全部符合；
                3 有违反（逐条列出）；1 无法读取。
    list        castlab 自带的语言，英语在前

    docs/translating.md 说明如何添加一种语言。
cli-locale-check-needs-dir = locale check 需要一份翻译的目录，例如 locales/fr
cli-locale-unknown-command = 未知的 locale 命令“{ $command }”（可用命令为 check 和 list）
cli-locale-check-no-files = { $dir } 中没有 .ftl 文件
cli-locale-check-summary = { $locale }：{ $messages }/{ $english } 条消息，{ $problems ->
       *[other] { $problems } 个问题
    }
