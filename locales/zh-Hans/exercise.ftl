# 练习（ask=）：问题、提示、对答案的反馈、得分，以及页面上围绕它们的文字。

## 问题及其提示

exercise-least-tcd-prompt = 点击使广播的 TCD 最小（其所有消息的跳数之和）的源节点。
exercise-least-tcd-hint = 位于象限中部的源节点比角落和边缘的更好：想一想最初的消息必须送往哪里。
exercise-least-orderly-prompt = 点击广播最先完成的发起者（b^Π(u) 最小）。
exercise-least-orderly-hint = 发起者在其最后一个顶点被通知时完成，而在时刻 t 被通知的顶点在 t + i 时到达其标号为 i 的邻居：从某个发起者沿标号追踪到最后收到消息的顶点，再加以比较。
exercise-route-prompt = 从 { $from } 到 { $to } 的最短路由需要多少跳？
exercise-route-hint = 式 (5) 从四个路径族中选出一个（此处为 { $family }）；其路由标签每跳一位数字。
exercise-contention-prompt = 这个调度是否无冲突：能否为其消息选择路由，使得任何有向链路在同一步中都不承载两条消息？
exercise-contention-hint = 逐步查看，观察每一步的路由：两条消息共用的链路画成红色；路由可以是 XY 或 YX。
exercise-build-tcd-prompt = 轮到您了：从 { $source } 出发，在 { $steps } 步内构造一个单端口广播。为每条消息先点击发送者，再点击其接收者；然后进入下一步。
exercise-build-tcd-hint = 每一步中，每个已通知节点可以发送一次，发给一个尚未通知的节点；总跳数越少越好。
exercise-hops-prompt = 这个从 { $source } 出发的广播，其所有消息总共经过多少跳（即其 TCD）？
exercise-hops-hint = 把每一步的路由加起来：仅第 1 步就经过 { $first } 跳；步进器会统计每一步的跳数。
exercise-link-prompt = 哪一步首次有消息经过链路 { $from } → { $to }？
exercise-link-hint = 逐步查看调度并关注这条链路：调度中有 { $messages ->
       *[other] { $messages } 条消息
    }的路由经过它。
exercise-when-orderly-prompt = 从发起者 { $originator } 出发，顶点 { $vertex } 在什么时刻被通知？
exercise-when-orderly-hint = 它的第一条消息沿 { $neighbour } 的标号 { $label } 到达：找出该邻居何时被通知，再加上 { $label }。
exercise-when-orderly-hint-back = 沿标号反向追踪到发起者。
exercise-when-orderly-hint-rule = 在时刻 t 被通知的顶点于时刻 t + i 沿标号 i 发送：沿标号反向追踪到发起者。
exercise-when-classical-prompt = 在这个从 { $originator } 出发、每轮一次呼叫的广播中，顶点 { $vertex } 在第几轮被通知？
exercise-when-classical-hint = { $caller } 呼叫它：找出 { $caller } 被通知的轮次，再找出这次呼叫所在的轮次（每轮一次呼叫，先进行较早的呼叫）。
exercise-when-classical-hint-back = 沿呼叫反向追踪到发起者。
exercise-least-classical-prompt = 点击一个发起者，使从它出发的广播以最少的轮数完成。
exercise-least-classical-hint = 任何广播都不少于 ⌈log₂ N⌉ 轮，也不少于发起者到最远顶点的距离：寻找离所有顶点都最近的发起者。
exercise-build-classical-prompt = 轮到您了：在电话模型中从 { $originator } 出发构造一个广播，轮数越少越好。每一轮先点击一个呼叫者，再点击它呼叫的邻居；然后进入下一轮。
exercise-build-classical-hint = 每一轮中，每个已通知顶点可以呼叫一个邻居，且一个顶点每轮只发起或接听一次呼叫：已通知顶点每轮至多翻倍，所以要让它们每一个都去呼叫新的顶点。
exercise-order-prompt = 轮到您了：选择顶点 { $vertex } 向其邻居发送的顺序（其标号 1 到 { $labels }），使每个发起者的广播都在时刻 { $time } 前完成：这是其标号的 { $orders } 种顺序中有 { $reached } 种能达到的最好结果。
exercise-order-hint = 在时刻 t 被通知的顶点于 t + i 时到达其标号为 i 的邻居：把网络其余部分所等待的那个邻居放在最前面。
exercise-when-wk-prompt = 从源节点 { $source } 出发，节点 { $node } 在第几步被通知？
exercise-when-wk-hint = 全端口，每步一跳：任何节点都不会早于它到源节点的距离被通知，而规则可能走更长的路；沿第一条到达它的消息所经过的链路追踪。

## 链接的问题为何不被提出

exercise-refused-not-asked = 该链接没有提出问题（ask=）
exercise-refused-too-large = 只在至多 { $max } 个节点的网络上提问；这个网络有 { $nodes } 个
exercise-refused-too-large-build = 只能在至多 { $max } 个节点（8 × 8）的网络上构造广播；这个网络有 { $nodes } 个
exercise-refused-too-large-call = ask=build：只能在至多 { $max } 个顶点（Q_6、BF(4)、8 × 8 网格）的网络上构造经典调度；这个网络有 { $nodes } 个，因此视图显示时不带问题
exercise-refused-too-large-order = 只能在至多 { $max } 个节点（6 × 6、WK(3, 3)）的网络上排列标号；这个网络有 { $nodes } 个
exercise-refused-all-orders-tie = 每个顶点的标号无论怎样排列，所得时间都相同，均为 { $time }，因此这里没有顺序可选
exercise-refused-not-this-view = ask={ $ask } 不是此视图提出的问题
exercise-refused-ordering = { $why }
exercise-refused-no-times = 未计算每个发起者的时间
exercise-refused-no-contention = 不知道这个调度是否无冲突
exercise-refused-not-by-hand-standard = 匹配启发式与穷举搜索的轮次无法手工推算；问题只针对 algo=standard（该网络族已发表的构造）和 algo=tree 提出
exercise-refused-not-by-hand-tree = 匹配启发式与穷举搜索的轮次无法手工推算；问题只针对 algo=tree（生成树广播）提出
exercise-refused-no-schedule = 未列出调度
exercise-refused-no-link = 调度没有使用任何链路
exercise-refused-no-vertex = 没有其他顶点被通知
exercise-refused-no-calls = 未列出调度的呼叫
exercise-refused-rounds-tie = 每个发起者的广播轮数都相同，因此没有最快的
exercise-refused-no-labels = 未列出排序的标号
exercise-refused-no-deliveries = 未列出投递
exercise-refused-no-node = 没有节点被通知

## 对答案的反馈

exercise-right-node-value = 正确：{ $node } 的值最小，为 { $value }。
exercise-right-node = 正确：{ $node } 的值最小。
exercise-right-number = 正确：{ $n }。
exercise-right-yes = 正确：是的，它无冲突。
exercise-right-no = 正确：不，某一步必然共用一条链路。
exercise-wrong-node = 不太对：{ $node } 不是最好的之一。提示：{ $hint }
exercise-wrong-node-off = 不太对：{ $node } 不是最好的之一；它的值{ $off }。提示：{ $hint }
exercise-wrong-number = 不太对：{ $given } 不是答案。提示：{ $hint }
exercise-wrong-number-off = 不太对：{ $given } { $off }。提示：{ $hint }
exercise-wrong-yes-no = 不太对。提示：{ $hint }
exercise-wrong-kind = 这个问题不接受这种答案。
exercise-off-tenth = 偏差至多为答案的十分之一
exercise-off-under-half = 偏差不到答案的一半
exercise-off-half-or-more = 偏差达到答案的一半或更多
exercise-off-tenth-least = 偏差至多为最小值的十分之一
exercise-off-under-half-least = 偏差不到最小值的一半
exercise-off-half-or-more-least = 偏差达到最小值的一半或更多

## 正确答案为何得此分数

exercise-tries-first = 第一次就答对
exercise-tries-earlier = { $n ->
       *[other] 之前答错 { $n } 次
    }
exercise-tries-yes-no = { $count }，而是非题只剩一个答案

## 轮到您了：用点击构造的广播（TCD）

exercise-best-optimum = 所有调度中的最优解
exercise-best-recursive = 最好的子立方递归调度（castlab）
exercise-hopeless = 此计划已无法在 { $steps } 步内完成：第 { $closed } 步之后有 { $informed ->
       *[other] { $informed } 个节点
    }已被通知，而在剩下的 { $left ->
       *[other] { $left } 步
    }中每步翻倍，至多也只能到达 { $nodes } 个节点中的 { $reach } 个（{ $why }）。请撤销回到第 { $back } 步，或重新开始。
exercise-hopeless-wasted = 第 { $step } 步中并非每个已通知节点都发送了消息，而 { $steps } 步的广播需要每个节点在每一步都发送
exercise-hopeless-few = 已通知的节点太少
exercise-divergence-more = 您的计划从第 { $step } 步起与{ $name }不同：第 { $step } 步中它通知 { $mine }，而{ $name }通知 { $theirs }；它的 TCD 为 { $tcd }，比该调度的 { $their_tcd } 多 { $gap }。
exercise-divergence-fewer = 您的计划从第 { $step } 步起与{ $name }不同：第 { $step } 步中它通知 { $mine }，而{ $name }通知 { $theirs }；它的 TCD 为 { $tcd }，比该调度的 { $their_tcd } 少 { $gap }。
exercise-no-node = 无节点

## 轮到您了：用点击构造的经典调度

exercise-call-no-such-vertex = 第 { $round } 轮指定了顶点 { $vertex }，但它不在网络中
exercise-call-not-a-link = 第 { $round } 轮：{ $from } 呼叫 { $to }，但二者不是邻居
exercise-call-uninformed = 第 { $round } 轮：{ $from } 在收到消息之前就发起呼叫
exercise-call-two-calls = 第 { $round } 轮：{ $vertex } 参与了两次呼叫，而一个顶点每轮只发起或接听一次呼叫
exercise-call-never-informed = { $vertex } 始终未被通知
exercise-exact-meets = 任何广播都不少于 max(⌈log₂ N⌉, 发起者的离心率) = { $lower }，而{ $by }达到了这一下界
exercise-exact-searched = castlab 的穷举搜索找不到更少轮数的调度
exercise-verdict-exact-more = 一个 { $rounds ->
       *[other] { $rounds } 轮
    }的有效广播：b({ $u }) 恰为 { $best }（{ $how }），所以您的多用 { $more } 轮。
exercise-verdict-exact = 一个 { $rounds ->
       *[other] { $rounds } 轮
    }的有效广播：这正是 b({ $u })，即最小可能值（{ $how }）。
exercise-verdict-fewer = 一个 { $rounds ->
       *[other] { $rounds } 轮
    }的有效广播：少于 castlab 从 { $u } 出发所知的最好调度（{ $by }，{ $best } 轮）。b({ $u }) 的确切值未知：它介于 { $lower } 与 { $rounds } 之间。
exercise-verdict-ties = 一个 { $rounds ->
       *[other] { $rounds } 轮
    }的有效广播：与 castlab 从 { $u } 出发所知的最好调度（{ $by }）持平。b({ $u }) 的确切值未知：它介于 { $lower } 与 { $best } 之间。
exercise-verdict-more = 一个 { $rounds ->
       *[other] { $rounds } 轮
    }的有效广播：castlab 从 { $u } 出发所知的最好调度（{ $by }）只需 { $best } 轮，少 { $more } 轮。b({ $u }) 的确切值未知：它介于 { $lower } 与 { $best } 之间。

## 页面：问题框、答案与得分

exercise-label = 练习
exercise-question = 问题：
# Between the messages or calls of a plan in a list.
exercise-list-separator = ，
exercise-no-question = 此处没有问题：{ $why }。
exercise-click-node = 点击地图上的一个节点作答。
exercise-your-answer = 您的答案
exercise-check = 检查
exercise-yes = 是
exercise-no = 否
exercise-restored = 在本页重新加载之前已答对。
exercise-score = 得分 { $score }（满分 1）
exercise-score-why = ：{ $why }。
exercise-total = 本标签页合计：{ $total }（满分 { $count }），计入在此页作答的 { $count ->
       *[other] { $count } 道题
    }。
exercise-order-label = 标号 { $label }：{ $vertex }
exercise-order-move-up = 将 { $vertex } 上移到标号 { $label }
exercise-order-check = 检查我的顺序
exercise-order-right = 正确：按您的列表，每个广播都在时刻 { $time } 前完成，这是该顶点标号的任何顺序所能达到的最好结果（排序自身的列表：{ $base }）。
exercise-order-wrong = 不太对：按您的列表，每个广播在时刻 { $time } 前完成；这些标号的 { $orders } 种顺序中有 { $reached } 种能达到 { $target }。请尝试另一种顺序。

## 在网格或环面上轮到您了：目前的计划

exercise-plan-planning = 正在规划第 { $step } 步（共 { $steps } 步）：
exercise-plan-sender-chosen = 已选发送者 { $sender }，现在点击它的接收者。
exercise-plan-click-sender = 先点击一个发送者，再点击它的接收者。
exercise-plan-no-message = 这一步还没有规划任何消息。
exercise-plan-not-allowed = 不允许：{ $rule }。违反规则的消息在地图上以红叉标出。
exercise-plan-complete = 所有节点均已通知：TCD { $tcd }。
exercise-plan-so-far = 目前已通知 { $nodes } 个节点中的 { $informed } 个；{ $tcd ->
       *[other] { $tcd } 跳
    }。
exercise-plan-last-step = “下一步”已停用：第 { $steps } 步是最后一步。每一步至多使已通知节点翻倍，所以 { $steps } 步（⌈log₂ { $n }⌉）是通知全部 { $n } 个节点所需的最少步数，计划不会更多。
exercise-plan-next = 下一步
exercise-plan-undo = 撤销
exercise-plan-clear = 重新开始
exercise-plan-valid = 一个有效的广播：所有节点在 { $steps } 步内被通知，TCD { $tcd }。
exercise-plan-valid-paper-best = 一个有效的广播：所有节点在 { $steps } 步内被通知，TCD { $tcd }。论文的算法需要 { $paper }；{ $name }为 { $best }。
exercise-plan-valid-paper = 一个有效的广播：所有节点在 { $steps } 步内被通知，TCD { $tcd }。论文的算法需要 { $paper }。
exercise-plan-valid-best = 一个有效的广播：所有节点在 { $steps } 步内被通知，TCD { $tcd }。{ $name }：{ $best }。
exercise-plan-why-ties = TCD { $best }，与{ $name }持平
exercise-plan-why-more = { $name }需要 { $best }，您的计划需要 { $tcd }
exercise-plan-why-valid = 一个有效的广播

## 在经典视图中轮到您了：目前的呼叫

exercise-calls-call = { $from } 呼叫 { $to }
exercise-calls-planning = 正在规划第 { $round } 轮：
exercise-calls-caller-chosen = 已选呼叫者 { $caller }，现在点击它呼叫的邻居。
exercise-calls-click-caller = 先点击一个呼叫者，再点击它呼叫的邻居。
exercise-calls-none = 这一轮还没有规划任何呼叫。
exercise-calls-not-allowed = 不允许：{ $rule }。请撤销违反规则的呼叫。
exercise-calls-complete = 所有顶点均已通知，用了 { $rounds } 轮。
exercise-calls-so-far = 目前已通知 { $nodes } 个顶点中的 { $informed } 个。
exercise-calls-choose = 或选择一次呼叫
exercise-calls-add = 添加呼叫
exercise-calls-next = 下一轮
exercise-calls-submit = 检查我的调度
exercise-calls-why-best = { $rounds } 轮，为已知最好
exercise-calls-why-fewer = { $rounds } 轮，而已知最好的更少
exercise-calls-why-stands = { $why }；保留第一个完整调度的得分
exercise-calls-incomplete = 调度尚不完整
exercise-calls-not-yet = 还没有：{ $why }。提示：{ $hint }

## 答案的 xAPI 语句

exercise-xapi-answered = 已作答
