# castlab package：由练习链接组成的 LMS 包（SCORM、cmi5）。启动页的文字使用包的语言
# （其链接的 locale=，否则为 --locale）；命令自身的拒绝信息使用 CLI 的语言。

## 包中的文件

package-default-title = castlab 练习
package-course-description = { $count ->
        [0] castlab 练习，在页面中作答
       *[other] { $count } 道 castlab 练习，在页面中作答
    }

## 命令与模板启动页的拒绝信息

package-asks-no-question = '{ $link }' 没有提出问题：请添加 ask=（README，“Exercises”）
package-pass-differs = '{ $link }'：pass= 与第一个链接不同；一个包只有一个及格线
package-link-refused = '{ $link }'：{ $why }
package-too-many = { $count } 个链接：一个包至多容纳 { $max } 个
package-locale-differs = '{ $link }'：locale= 与第一个链接不同；一个包只有一种语言
package-no-link = 没有练习链接
package-pass-not-decimal = pass={ $value }：应为至多一位小数的数，例如 1.5
package-pass-range = pass={ $value }：必须介于 0 与 1 之间

## 命令自身的拒绝信息

package-template-takes-no-links = --template 不接受链接：链接应写在包的 exercises.txt 中
package-no-link-given = 未给出练习链接（或使用 --template，生成链接在其 exercises.txt 中编辑的包）
package-required = 必须提供 { $option }
package-no-site = --site { $site }：其中没有 { $file }；请构建网站（cargo xtask dist 会写出 dist/）或解压一个发布归档
package-no-locale = --site { $site }：其中没有 { $locale } 的文字（locales/{ $locale }-<hash>.ftl），练习将无法以该语言显示；请重新构建网站（cargo xtask dist）或解压一个较新的发布归档
package-cannot-read = 无法读取 { $path }：{ $why }
package-cannot-write = 无法写入 { $path }：{ $why }
package-wrote = castlab：已写出 { $path }（{ $count ->
       *[other] { $count } 道练习
    }，{ $files } 个文件）

## 启动页（launch.js、cmi5.js、exercises.js）

package-exercise-title = 练习 { $n }
package-refused = exercises.txt：{ $why }。练习未显示：请修正 exercises.txt 并重新打包。
package-unreadable = 无法读取（{ $why }）
package-status-done = 全部作答：得分 { $percent }。
package-status-progress = 目前得分：{ $percent }（每道练习取最好成绩，共 { $count } 道）；{ $count } 道中答对 { $right } 道。
package-not-recorded = 您的得分可能不会被记录：{ $why }。
package-no-lms = 本页未找到可报告的 LMS（{ $api }）
package-lms-error = {" "}（错误 { $code }{ $words }）
package-lms-missing = LMS 没有 { $method }
package-lms-failed = LMS 在 { $call } 上失败（{ $why }）
package-lms-refused = LMS 拒绝了 { $call }{ $error }
package-cmi5-not-launched = 本页不是由 cmi5 LMS 启动的
package-store-refused = 记录存储拒绝了一条语句（HTTP { $status }）
package-store-unreachable = 无法连接记录存储（{ $why }）
package-fetch-http = 其 fetch URL 返回 HTTP { $status }
package-fetch-no-token = 其 fetch URL 未提供 auth-token
package-session-failed = LMS 未启动会话（{ $why }）

## 模板 exercises.txt 中链接之前的说明行

package-template-how =
    castlab 练习：每行一个链接，从 castlab 的地址栏或其永久链接复制
    （完整地址，或 '?' 之后的部分）。每个链接都提出一个问题（ask=...）；至多 50 个链接。
    pass=（0 到 1，小数点后一位）是通过该包所需的得分，链接未给出时为 1，
    且每个链接都必须相同：一个包只有一个及格线（启动页会拒绝链接之间不一致的列表，
    与 castlab package 一样）。以 # 开头的行会被忽略。编辑本文件后，重新压缩包中的文件
    （imsmanifest.xml 或 cmi5.xml 位于压缩包顶层，而不是某个文件夹内），
    然后把压缩包上传到您的 LMS。

## castlab package --help

package-help =
    用法：castlab package [OPTIONS] --site DIR --output FILE <QUERY>...
          castlab package [OPTIONS] --site DIR --output FILE --template

    写出一个由练习链接（每个都带 ask=）组成的 LMS 包：默认为 SCORM 2004 第 4 版的
    zip。其启动页把练习显示为 castlab 嵌入页面，并把每个答案报告给 LMS：
    cmi.interactions.n.*（id、type、learner response、result、description），
    得分（各练习最好得分的平均值，0 到 1），cmi.success_status（得分达到链接的
    pass= 时为 passed，默认为 1）以及 cmi.completion_status（每道练习都答对后为
    completed）。

      <QUERY>   一个练习链接，例如 'v=1&dims=4x4&src=1,2&ask=hops'；1 到 50 个，
                且 pass= 全部相同

    选项：
      --site DIR       要包含的已构建网站（cargo xtask dist 会写出 dist/；
                       发布归档解压后即为一个）
      --output FILE    要写出的 zip
      --title TEXT     包的标题（默认：castlab 练习）
      --locale TAG     学生的语言（de、es、zh-Hans），用于未带 locale= 的链接
                       （链接自身的 locale= 优先）；默认英语，与 LANG 无关；
                       也是本命令自身消息的语言
      --scorm12        改用 SCORM 1.2（cmi.core.lesson_status，得分 0-100）
      --template       不带链接：包从其 exercises.txt 读取链接，由教师编辑后
                       重新压缩（发布附带这些模板，因此无需 Rust）；其启动页
                       会拒绝这些规则所拒绝的列表
      --cmi5           改为 cmi5 课程：cmi5.xml 和一个可分配单元，它向 LMS 的
                       记录存储发送 initialized、每个答案的语句、completed、
                       passed 或 failed（masteryScore = pass=）以及 terminated
      -h, --help       显示本帮助

    退出状态：0 成功；1 某个文件无法读取或写入；2 用法错误，例如链接没有提出
    问题，或链接无法使用某个值。
