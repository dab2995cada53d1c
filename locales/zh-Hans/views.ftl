# The page's shell, its drawings and their hooks (web/src/app.rs, components' views, hooks).

## The shell (app.rs)

views-page-title = castlab：{ $what }
views-page-title-sweep = castlab：参数扫描
views-permalink = 永久链接：
views-downloads-waiting = 问题回答后，下载和命令行会重新出现：它们包含答案。
views-same-numbers-cli = 命令行上的相同数字：
views-open-in-castlab = 在 castlab 中打开 ↗
views-tagline = 互连网络上的广播算法，在您的浏览器中实时计算。
views-examples-button = 示例

## The TCD map (components/heatmap.rs, heatmap/paint.rs)

views-heatmap-name = { $dims } 网格中从每个源出发的 TCD 图。源 ({ $src })。点击单元格或使用方向键移动源。
views-heatmap-name-z = { $dims } 网格中从每个源出发的 TCD 图。源 ({ $src })。点击单元格或使用方向键移动源，用 Page Up/Down 切换 z。
views-cell-source = 源
views-cell-step = 第 { $t } 步

## The orderly view (components/orderly_view.rs)

views-orderly-map-name = { $title }。发起者 { $originator }。点击顶点或使用方向键移动发起者。
views-orderly-run-numbers-wk = 方框中的数字：每个顶点的边标签，写在它每条边的旁边（标签 i 在该顶点被通知后 i 步发送）；橙色：本步发送所用的标签
views-orderly-run-numbers-pictured = 数字：通知该顶点的步；方框：每条链路在其两端的标签（标签 i 在该端被通知后 i 步发送；未写出处请放大）；橙色方框：本步消息发送所用的标签；细箭头：本步发往已被通知顶点的消息
views-orderly-run-numbers = 数字：通知该顶点的步；方框：其发送所用的标签
views-labels-key-wk = 方框中的数字：每个顶点的边标签，写在它每条边的旁边。在时刻 t 被通知的顶点在时刻 t + i 沿标签 i 发送。
views-labels-key-wk-marked = 方框中的数字：每个顶点的边标签，写在它每条边的旁边。在时刻 t 被通知的顶点在时刻 t + i 沿标签 i 发送。紫色圆环标出所问的顶点。
views-labels-key-pictured = 方框中的数字：每个顶点的边标签，写在它每条链路的旁边（未写出处请放大）。在时刻 t 被通知的顶点在时刻 t + i 沿标签 i 发送。
views-labels-key-pictured-marked = 方框中的数字：每个顶点的边标签，写在它每条链路的旁边（未写出处请放大）。在时刻 t 被通知的顶点在时刻 t + i 沿标签 i 发送。紫色圆环标出所问的顶点。
views-labels-key-grid = 方框中的数字：每个顶点的边标签，写在它每条边的三分之一处。在时刻 t 被通知的顶点在时刻 t + i 沿标签 i 发送。
views-labels-key-grid-marked = 方框中的数字：每个顶点的边标签，写在它每条边的三分之一处。在时刻 t 被通知的顶点在时刻 t + i 沿标签 i 发送。紫色角标标出所问的顶点。
views-wk-words-key-large = 地址和边标签只在不超过 { $most } 个顶点的网络上写出，而此网络有 { $nodes } 个：每一帧都要让每个词避开其他所有词，顶点更多时会拖慢指针。此处写出源、指针下顶点及其邻居的地址和标签。
views-wk-words-key = 每个顶点的地址和边标签在不重叠处写出；放大（滚轮、双指或 +）可读其余部分，或将指针悬停在顶点上查看它自己的。
views-wk-grid-key = 超过 { $most } 个顶点的 WK 网络画成其地址的网格，每个顶点一个单元格，按地址顺序排列：在 WK 自己的图上，其顶点会小于一个像素。
views-orderly-computing = 正在计算每个发起者的广播时间…
views-orderly-summary = 该图的广播时间为 { $b }；此发起者在 { $t } 完成。四维及以上的网格以数字显示。
views-orderly-summary-unknown = 该图的广播时间未计算；此发起者在 { $t } 完成。四维及以上的网格以数字显示。
views-per-originator-caption = 从每个发起者 u 出发的广播时间 { $symbol }(u)（点击选择）
views-per-originator-title = 从每个发起者出发的广播时间
views-arrival-caption-hidden = 从发起者出发，每个顶点何时被通知
views-arrival-caption = 从发起者出发，每个顶点何时被通知（最后一个在第 { $t } 步）
views-arrival-title = 从发起者出发的到达时间

## The classical view (components/classical_view.rs)

views-classical-computing = 正在计算广播…
views-values-hidden = 问题回答之前，数值保持隐藏。
views-classical-run-numbers = 数字：通知该顶点的轮次
views-classical-arrival-caption-hidden = 从 { $source } 出发，每个顶点何时被通知
views-classical-arrival-caption = 从 { $source } 出发，每个顶点何时被通知（最后一个在第 { $t } 轮）
views-classical-arrival-scale = 通知每个顶点的轮次
views-classical-per-originator-caption = 算法从每个发起者出发的广播时间（点击选择）
views-classical-per-originator-scale = 从每个发起者出发的轮数

## The crash panel (crash.rs), shown when the page hits a bug

views-crash-title = castlab 因程序错误而停止
views-crash-lead = 这不是您的操作造成的，您的链接也没有改变。错误信息是：
views-crash-reset = 恢复默认设置
views-crash-reload = 重新加载此链接
views-crash-copy = 复制状态以提交错误报告
views-crash-report = 错误报告
views-crash-copied = 已复制：请粘贴到错误报告中

## The saved session (session.rs): why a stored session was not offered

views-session-ignored = 已忽略保存的会话：{ $why }。
views-session-other-format = 它以格式 { $saved } 保存，而此版本的 castlab 读取格式 { $reads }
views-session-not-a-permalink = 它不包含 castlab 永久链接
views-session-invalid = 它无效（{ $error }）

## The zoom buttons over a drawing (hooks/use_zoom.rs); $what is map, picture or network

views-zoom-group = 缩放{ $what ->
        [map] 图
        [picture] 图形
       *[network] 网络
    }
views-zoom-in = 放大{ $what ->
        [map] 图
        [picture] 图形
       *[network] 网络
    }
views-zoom-out = 缩小{ $what ->
        [map] 图
        [picture] 图形
       *[network] 网络
    }
views-zoom-fit = 适应
views-zoom-fit-name = 适应：显示整个{ $what ->
        [map] 图
        [picture] 图形
       *[network] 网络
    }

## The sweep charts (components/chart/)

# The colour scale's caption: what a colour shows, then the smallest value.
views-chart-heat-legend = { $what }：{ $min }

## A protocol family drawn as itself (components/family_picture.rs)

views-why-grid = { $network } 有 { $nodes } 个顶点：太多，无法清晰绘制，因此每个顶点画成其地址网格中的一个单元格（按地址顺序）。
views-family-picture-name-counts = 按原样绘制的 { $network }：{ $nodes } 个顶点和 { $links } 条链路，链路按种类着色。{ $description }
views-family-picture-name = 按原样绘制的 { $network }，链路按种类着色。{ $description }
views-link-key-stub = 从一侧伸出的虚线短段会从另一侧回来

## WK(w, L) drawn as nested polygons (components/wk_view.rs)

views-wk-name = WK({ $w }, { $l })：{ $nodes } 个节点，画成嵌套的 { $w } 边形。源 { $source }。点击节点使其成为源，或用方向键移动源；下方的节点表列出所有节点。

## The Manhattan Street network (components/msn_view.rs, msn_view/overlay.rs)

views-msn-name = { $w } × { $h } 的 Manhattan Street 网络，北在上，x 沿底边，y 沿左侧向上。各行交替朝东和朝西，各列交替朝北和朝南。点击节点以选择它；方向键移动源。
views-msn-te-unlisted = { $slots } 个时隙；N ≤ 16 时列出各阶段。
views-msn-te-start = 共 { $phases } 个阶段、{ $slots } 个时隙。按播放逐个时隙查看；图中跟随 { $at } 的数据包。
views-msn-phase-hop = 阶段 P({ $i },{ $j })，第 { $first } 跳（共 { $hops } 跳）
views-msn-phase-hop-half = 阶段 P({ $i },{ $j })，第 { $first } 跳（共 { $hops } 跳），半数据包
views-msn-phase-hops = 阶段 P({ $i },{ $j })，第 { $first }–{ $last } 跳（共 { $hops } 跳）
views-msn-phase-hops-half = 阶段 P({ $i },{ $j })，第 { $first }–{ $last } 跳（共 { $hops } 跳），半数据包
views-msn-then = {"；然后"}
views-msn-te-done = 完成：{ $slots } 个时隙，每个时隙中每条链路都在使用。
views-msn-te-slot = 第 { $t } 个时隙（共 { $slots } 个）：{ $phases }。显示 { $at } 的数据包；每个节点在同一时隙以相同方式发送自己的数据包，因此全部 { $links } 条链路都在使用。
views-msn-phase = 阶段 P({ $i },{ $j })
views-msn-mnb-unlisted = { $slots } 个时隙；N ≤ 16 时列出各集合。
views-msn-mnb-slot = 第 { $t } 个时隙（共 { $slots } 个）：{ $holding } 个节点持有此源的数据包；{ $links } 条链路中 { $busy } 条在使用。
views-msn-rings-slot = 第 { $t } 个半时隙（共 { $slots } 个）：每个节点沿两个环各传递半个数据包。
views-msn-areas = 从 { $at } 出发的区域：{ $sizes }；{ $tied } 个目的节点并列。

## The embedding API's refusals to a host page (hooks/use_embed_api.rs)

views-embed-not-a-command = 不是 castlab 命令（{ $error }）；应为 {"{"}type: "castlab:set", query{"}"}、"castlab:step"、"castlab:play"、"castlab:pause"、"castlab:evaluate" 或 "castlab:hello"
views-embed-answer-hidden = 此处有一道练习尚未完成：其评估会泄露答案，因此在答案正确后才发送

# The label of the page's language menu (in the header).
views-language = 语言
