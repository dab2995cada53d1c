# 您自己的调度或排序（castlab check、页面的计划面板）。引号中的键
# （"source"、"steps"）是文件的 JSON 键，保持原样；view=… 是链接的取值。

## 文件为何不是计划

planfile-not-a-plan = 不是 castlab 计划：{ $reason }
# JSON 读取器自己的措辞（含行号和列号）。
planfile-parser = { $error }
planfile-json-object = 计划是一个 JSON 对象
planfile-missing-field = 缺少字段 `{ $field }`{ $at }
planfile-unknown-field = 未知字段 `{ $field }`，应为 { $fields }{ $at }
planfile-unknown-field-one-of = 未知字段 `{ $field }`，应为以下之一：{ $fields }{ $at }
planfile-version-whole = `version` 是一个整数
planfile-coordinate-too-large = 坐标 { $value } 太大；坐标是 0 到 { $most } 之间的整数{ $at }
planfile-coordinate-negative = 坐标 { $value } 为负数；坐标是 0 到 { $most } 之间的整数{ $at }
planfile-coordinate-not-written-whole = 坐标 { $value } 没有写成整数；坐标是 0 到 { $most } 之间的整数{ $at }
planfile-coordinate-not-whole = 坐标 { $value } 不是整数；坐标是 0 到 { $most } 之间的整数{ $at }
# JSON 读取器停止的位置。
planfile-at = （第 { $line } 行第 { $column } 列）
planfile-kind = "castlab"：{ $kind } 不是计划；格式为 "schedule" 和 "ordering"
planfile-version = "version"：此 castlab 不读取 { $version } 版（它读取 { $reads } 版）
planfile-too-large = { $what }：{ $count } 超过上限 { $limit }
planfile-listed-brackets = 列表和坐标（每个 '['）
planfile-listed-steps = "steps"
planfile-listed-messages = 消息数
planfile-listed-route = 一条路由的节点数
planfile-listed-vertices = 列出的顶点数
planfile-network = "network"：{ $reason }
planfile-off-network = { $place }：{ $node } 不是该网络的节点

## 文件中的位置

planfile-place = 第 { $step } 步第 { $message } 条消息
planfile-place-source = "source"
planfile-place-route = { $place } 的路由
planfile-place-labels = 顶点 { $vertex } 的 "labels"
planfile-place-override-vertex = 某个覆盖项的 "vertex"
planfile-place-override = { $vertex } 的覆盖项

## 计划的网络与字段

planfile-view-no-plan = view={ $view } 不接受计划；调度的网络使用 view=tcd（网格、环面）、view=broadcast（wk）、view=te（msn）或 view=classical（任意网络），排序的网络使用 view=orderly
planfile-schedule-network = 调度的网络需要 view=tcd、view=broadcast、view=te 或 view=classical；view=orderly 接受排序
planfile-ordering-network = 排序的网络需要 view=orderly
planfile-network-unbuilt = 无法构建该网络
planfile-needs-source = 广播需要 "source"
planfile-exchange-no-source = 全交换没有 "source"：每个节点都发送
planfile-call-one-link = { $place }：一次呼叫沿一条链路进行；它不接受 "route" 或 "half"
planfile-all-port-one-hop = { $place }：全端口消息只走一跳；它不接受 "route" 或 "half"
planfile-msn-route-nodes = { $place }：曼哈顿街道网络的路由须列出其节点
planfile-half-te = { $place }："half" 用于存储转发（view=te）
# $route 和 $axes 写作 JSON 字符串（"yx"、"xy"）。
planfile-axes = { $place }：路由 { $route } 不是 { $axes } 的轴顺序（每个轴至多一次）
planfile-labels-or-rule = 请给出 "labels" 或 "rule"，不要同时给出
planfile-ordering-needs = 排序需要 "labels"（每个顶点的）或 "rule"（配合 "overrides"）
planfile-labels-count = "labels" 列出了 { $listed } 个顶点；该网络有 { $nodes } 个
planfile-rule-name = "rule"：{ $rule } 不是排序的名称（pi、pi-literal、dim、search）
planfile-rule-refused = "rule"：{ $reason }

## 链接中的计划（plan=）

planfile-link-too-long = { $chars } 个字符，超过上限 { $limit }；这么大的计划请以文件分享
planfile-link-not-base64 = 不是 base64url（A-Z、a-z、0-9、'-'、'_'）
planfile-link-not-deflate = 不是压缩的计划（raw deflate，解压后至多 { $limit } 字节）
planfile-link-not-text = 解压后得到的字节不是 UTF-8 文本
planfile-link-no-plan = 该链接不含计划

## 导出

planfile-export-no-schedule = view={ $view } 没有可导出的调度；调度来自 view=tcd（网格、环面）、view=broadcast（wk）、view=te（msn）和 view=classical（任意网络）
planfile-export-no-ordering = view={ $view } 没有可导出的排序；排序来自 view=orderly
# 文件的 "note"：castlab 导出了什么，以及显示它的命令。
planfile-export-note = 由 castlab 导出：{ $what }，castlab eval '{ $link }'
planfile-export-total-exchange = 全交换（004 §4）
planfile-export-searched = 由 castlab 导出：b^Π(G) = { $time }（链接的排序：{ $before }），是延迟接受搜索在 { $restarts } 次运行中评估的 { $evaluations } 个排序中最好的（种子 { $seed }），castlab eval '{ $link }' --export ordering --search { $evaluations } --restarts { $restarts }

## 计划违反的规则（castlab check 的第一条被违反的规则）

planfile-not-step-optimal = 该调度用了 { $steps } 步；{ $nodes } 个节点上的时间步最优广播需要 ⌈log₂N⌉ = { $optimal } 步
planfile-source = 第 1 步：{ $node } 发送，但只有源节点 { $source } 持有消息
planfile-sender-busy = 第 { $step } 步：{ $node } 发送了两条消息（one-port：每步一条）
planfile-route-ends = 第 { $step } 步：{ $node } 的消息的路由不是从它通往其接收者
planfile-no-link = 第 { $step } 步：{ $from } 和 { $to } 之间没有链路
planfile-link-twice = 第 { $step } 步：链路 { $from }→{ $to } 承载了两条消息
planfile-packet-route-ends = 第 { $slot } 个半时隙：{ $from } 的数据包的路由不是从它通往 { $to }
planfile-packet-off-link = 第 { $slot } 个半时隙：一条路由从 { $from } 走到 { $to }，但二者之间没有有向链路
planfile-self-addressed = 第 { $slot } 个半时隙：{ $node } 向自己发送了一个数据包
planfile-contention-horizontal = 第 { $slot } 个半时隙：两个数据包占用了离开 { $node } 的水平链路
planfile-contention-vertical = 第 { $slot } 个半时隙：两个数据包占用了离开 { $node } 的垂直链路
planfile-delivered-twice = { $to } 不止一次收到 { $from } 的数据包
planfile-undelivered = { $to } 始终没有收全 { $from } 的数据包
planfile-labels = { $vertex } 标记了 { $labels } 条边；它有 { $neighbours } 个邻居，必须给每个邻居各标记一次
planfile-round-no-link = 第 { $round } 轮：{ $from } 和 { $to } 之间没有链路
planfile-round-source = 第 1 轮：{ $from } 发起呼叫，但只有源节点 { $source } 持有消息
planfile-round-uninformed = 第 { $round } 轮：{ $from } 在被通知之前就发起呼叫
planfile-round-two-calls = 第 { $round } 轮：{ $vertex } 参与了两次呼叫；一个顶点每轮只发起或接听一次呼叫
planfile-never-informed = { $vertex } 始终未被通知
planfile-round-no-such-vertex = 第 { $round } 轮指定了顶点 { $vertex }，但它不在网络中

## 计划的比较对象：名称

planfile-name-least = castlab 已知的最小 TCD，由{ $by }得到
planfile-name-no-better = 没有调度能做得更好
planfile-name-eccentricity = 源节点的离心率（广度优先树可以达到）
planfile-name-te-phases = 004 §4 的各阶段（Varvarigos 1998）
planfile-name-eq28 = 004 式 (28)
planfile-name-link-capacity = 链路容量：Σ 距离 × 2 个半时隙，除以 2N 条链路
planfile-name-certified-optimum = 经认证的最优值 b^o
planfile-name-sat-witness = castlab 已知的最佳排序（SAT 见证）
# 有序广播报告给出的界的出处（"003 Theorem 2.2.1"）。
planfile-name-cited = { $cited }
planfile-name-log-eccentricity = ⌈log₂ N⌉ 与源节点的离心率

## 计划的比较对象：各值的来源

planfile-how-simulated-schedule = 由其调度模拟得到
planfile-how-exhaustive-optimum = 穷举最优
planfile-how-certified-optimal = 经认证最优（SAT，DRAT 证明）
planfile-how-least = castlab 各调度中的最小值
planfile-how-lower-bound = 已证明的下界
planfile-how-simulated = 模拟
planfile-how-bfs = 广度优先搜索
planfile-how-slot-by-slot = 逐时隙模拟
planfile-how-closed-form = 闭式解
planfile-how-counting-distances = 计数（点传递图的距离）
planfile-how-every-originator = 对每个发起节点进行传播
planfile-how-certified = 经认证（SAT，DRAT 证明）
planfile-how-exhaustive = 穷举搜索
planfile-how-validated = 经验证的调度
planfile-how-counting-bfs = 计数与广度优先搜索

# castlab check 对没有 b(G) 图的排序的度量：从一个顶点出发。
planfile-measure-broadcast-time-from = 从 { $node } 出发的广播时间

## 调度验证器（网格或环面上的 one-port 广播）

schedule-not-step-optimal = 用了 { $steps } 步，但 ⌈log₂N⌉ = { $optimal }
schedule-step-out-of-range = 消息 { $message } 在第 { $step } 步发送，超出了调度范围
schedule-unknown-node = 消息 { $message } 指定了网格之外的节点
schedule-unknown-source = 源节点在网格之外
schedule-sender-uninformed = 第 { $step } 步：{ $node } 在被通知之前就发送
schedule-sender-busy = 第 { $step } 步：{ $node } 发送了两次（one-port）
schedule-informed-twice = 第 { $step } 步：{ $node } 第二次被通知
schedule-not-all-informed = { $missing ->
       *[other] { $missing } 个节点始终未被通知
    }
schedule-off-link = 第 { $step } 步：一条路由从 { $from } 走到 { $to }，但二者之间没有链路
schedule-route-ends = 第 { $step } 步：{ $node } 的路由没有连接其发送者和接收者

## 请求（castlab eval 的选项）

planfile-trace-mismatch = 追踪与广播不一致：{ $reason }
planfile-request-ordering = --ordering 需要带 view=orderly 的查询
planfile-request-census-view = --census 需要 view=tcd 和 cmp=ALGO（与链接的 algo 比较的算法）
planfile-request-census-map = --census：某个算法在此网格上没有图
