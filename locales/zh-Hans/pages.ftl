# 页面的各个房间（web/src/pages.rs, web/src/pages/*）。

## 所有房间共用（pages.rs）

pages-waiting-readout = 回答问题后，指针下的数值会重新显示。
pages-numbers-waiting = 回答问题后，这些数字会重新显示：它们包含问题的答案。
pages-trace-toggle-title = 在图旁显示算法，并说明每条消息为何发送
pages-trace-hide = 隐藏原因
pages-trace-show = 为什么？逐步讲解
pages-rules-classical = 经典（电话）模型：每一轮中，每个已获知消息的顶点可以呼叫一个邻居（在 Manhattan Street 网络中，沿它的一条单向出链路），每个顶点每轮至多参与一次呼叫。回答问题后，会说明 castlab 的算法如何选择呼叫。
pages-narrating-label = 每条消息为何发送
pages-numbers-label = 数字
pages-map-label = 地图
pages-computing-map = 正在计算地图…
pages-keys-the-source = 源节点
pages-keys-the-originator = 发起者

## 句中的术语

pages-term-time-step-optimal = 时间步最优
pages-term-eye = 眼
pages-term-eyes = 眼
pages-term-routes = 路由
pages-term-verdict = 判定

## TCD 房间（pages/tcd.rs）

pages-tcd-readout-run = 将指针悬停在节点上或轻触节点，查看它何时、由谁获知消息。
pages-tcd-readout-run-pick = 将指针悬停在节点上或轻触节点，查看它何时、由谁获知消息；单击或轻触可将其设为源节点。
pages-tcd-readout-map = 将指针悬停在单元格上或轻触单元格，查看它作为源时的 TCD。
pages-tcd-readout-map-pick = 将指针悬停在单元格上或轻触单元格，查看它作为源时的 TCD；单击或轻触可将其设为源节点。
pages-tcd-readout-compare = { $at }：{ $algo }下 TCD 为 { $tcd }，{ $compared }下为 { $other }，差值 { $difference }
pages-tcd-readout-source = { $at }：作为源时 TCD 为 { $tcd }
pages-tcd-summary = 共 { $sources } 个源。最小 TCD 为 { $least }（在 { $count } 个源处），最大为 { $largest }。四维及以上的网格以数字和表格显示。
pages-tcd-some-optimal = 部分最优源：
pages-tcd-legend-difference = { $algo }下的 TCD 减去{ $compared }下的 TCD（跳数；负值：{ $algo }更好）
pages-tcd-legend = 每个节点作为源时的 TCD（跳数，对所有消息求和）
pages-tcd-toggle-run = 从 { $from } 开始的广播
pages-tcd-toggle-map = 每个源的 TCD
pages-tcd-run-numbers = 数字：通知该节点的步
pages-tcd-key-eyes = 眼（定义 2、5、7）
pages-tcd-key-best = 其他最优源
pages-tcd-key-source = 源节点
pages-tcd-key-routes = 本步的路由（红色：共享链路）
pages-tcd-least-key = 数字：从该节点出发已知的最小 TCD；{ $interval }：已证明的区间；{ $found }：找到的最佳调度，下方无任何证明。
pages-tcd-regions-key = 虚线框：本步之后每个已获知节点负责的子网格；它之后的消息以及它所通知节点的消息都留在框内（Cang 和 Wu 1998，图 4–6；2000，图 4b、6、7）。
pages-tcd-table-caption = { $algo }下从每个源出发的 TCD
pages-tcd-swept = { $algo }的 TCD
pages-tcd-swept-paper = 论文中的算法（算法 1 和 2）
pages-tcd-your-schedule = 您的调度
pages-tcd-title-run = 在 { $sides } { $net ->
    [torus] 环面
   *[other] 网格
}上由 { $by } 从 { $from } 广播
pages-tcd-short-title-run = 从 { $from }，{ $sides } { $net ->
    [torus] 环面
   *[other] 网格
}
pages-tcd-title-map = { $sides } { $net ->
    [torus] 环面
   *[other] 网格
}上每个源的通信总距离：{ $algo }
pages-tcd-short-title-map = 每个源的 TCD，{ $sides } { $net ->
    [torus] 环面
   *[other] 网格
}
pages-tcd-explain-model = 从源节点出发的广播以最少的步数到达每个节点：{ $oneport }、{ $optimal }，每条消息在一步内沿网格链路路由。{ $tcd } 将其所有消息的跳数相加。
pages-tcd-explain-map = 每个单元格是一个源，按所选算法从它出发的 TCD 着色（深色：跳数少，黄色：跳数多；差值图中紫色表示被比较的算法更差）。圆环标出{ $eyes }，圆点标出其他最优源，方块标出源节点。单步（或播放）则以运行过程显示源节点的广播：源节点、更早和本步获知消息的节点、尚未获知的节点，以及每一步的{ $routes }（两条路由共享链路处为红色），叠加在先前路由的轨迹上；将指针悬停在节点上可查看它何时、由谁获知消息。
pages-tcd-explain-check = 论文核对为每条论断给出{ $verdict }及其背后的数字。
pages-tcd-explain-sweep = 第一个图表给出从链接的源节点（除非另有说明，为一个角）和从一个{ $eye }出发的 { $tcd }，每个值都由其调度重新计算，论文的闭式公式以虚线叠加其上。第二个图表统计最佳子立方递归调度优于算法 1 的源：即论文定理 2 不成立之处。
pages-term-orderly-broadcasting = 有序广播

## 经典房间（pages/classical.rs）

pages-classical-readout-none = 将指针悬停在顶点上或轻触顶点，查看其地址及何时获知消息；单击或轻触可将其设为发起者。
pages-classical-readout = { $vertex }：{ $when }
pages-classical-readout-own = { $vertex }：{ $when }；从它出发广播需要 { $rounds } 轮
pages-classical-the-originator = 发起者
pages-classical-informed = 在第 { $arrival } 轮获知
pages-classical-informed-by = 在第 { $arrival } 轮获知，由 { $caller } 在第 { $round } 轮呼叫
pages-classical-swept = 经典广播
pages-classical-title = { $network } 中从 { $source } 出发的 { $algo }：电话模型
pages-classical-short-title = 经典，{ $network }
pages-classical-models-hidden = 在回答问题之前，三种模型的数字保持隐藏。
pages-classical-key-mesh = 每个顶点画在其坐标处（三维及以上的网格以并排的切片显示）；一次呼叫连接在某一轴上相距一步的两个邻居。
pages-classical-key-torus = 每个顶点画在其坐标处（三维及以上的环面以并排的切片显示）；一次呼叫连接在某一轴上相距一步的两个邻居，包括回绕链路。
pages-classical-key-msn = 每个顶点画在其坐标处；链路是单向的，因此呼叫沿出链路从呼叫方到被呼叫方。
pages-classical-key-wk = 顶点画在其地址构成的网格上，按地址顺序每个占一格；一次呼叫连接的是网络中的两个邻居，而不是网格中的。
pages-classical-key-graph = 一次呼叫连接的是网络中的两个邻居，而不是网格中的。
pages-classical-explain-model = 经典（电话）模型：每一轮中，每个已获知消息的顶点可以呼叫一个邻居（在 Manhattan Street 网络中，沿它的一条单向出链路），每个顶点每轮至多参与一次呼叫。第一张地图是从发起者出发逐轮的运行过程；第二张是算法从每个发起者出发所需的时间（在已计算处）。
pages-classical-explain-rounds = 各轮如何进行。超立方体已发表的构造（二项树）：第 i 轮中，每个已获知的顶点呼叫其沿维度 i 的邻居，即地址从右数第 i 位；因此一个顶点在其地址与发起者地址不同的最左一位所对应的轮次获知。K_n 上的倍增：每一轮中，每个已获知的顶点按编号顺序呼叫下一个未获知的顶点。生成树广播（任意网络）：顶点一旦获知，就在广度优先生成树中每轮呼叫一个子节点，子树所需时间最长的子节点优先；在路径（一维网格）上，发起者先向较远的一端呼叫。匹配启发式（任意网络）：每一轮中，尽可能多的已获知顶点呼叫互不相同的未获知邻居，覆盖最远的优先。网格、环面、WK 递归网络和 Manhattan Street 网络在此没有已发表的经典构造：它们的时间来自启发式（上界）或穷举搜索（N ≤ 64）。
pages-classical-explain-models = 在它旁边，是同一网络在另外两种模型下的情况：采用网络自然顺序（有序视图的默认值）的{ $orderly }，以及杂乱广播（M1–M3），并给出它们之间的界，每个界都有其{ $verdict }；仅针对无向图给出的界在 Manhattan Street 网络上标为不适用。
pages-classical-explain-sweep = 随着族的增长，经典广播时间及其下界和有序时间。
pages-term-wk = WK 递归网络
pages-term-all-port = 全端口

## WK 房间（pages/wk.rs）

pages-wk-the-source = 源节点
pages-wk-informed = 在第 { $step } 步由 { $from } 以标签 { $label } 通知
pages-wk-not-reached = 未到达
pages-wk-free-link = 无（空闲链路）
pages-wk-readout = { $address }：{ $when }；cor-id { $corid }，cor-level { $corlevel }，flip-cor-id { $flip }
pages-wk-readout-none-pick = 将指针悬停在节点上或轻触节点，查看其地址及何时获知消息；单击或轻触可将其设为源节点。
pages-wk-readout-none = 将指针悬停在节点上或轻触节点，查看其地址及何时获知消息。
pages-wk-swept = WK 递归广播
pages-wk-key = 链路：WK(W, 1) 簇内为灰色，簇间按层级着色并加粗；短桩是空闲链路。消息带有其标签 (m, t)。
pages-wk-outline-toggle = 轮廓图（Fang 等，定义 5）
pages-wk-outline-key = 轮廓：每个黄色圆盘是一个被视为顶点的 WK({ $w }, 1) 簇；粗链路把它们连成 WK({ $w }, { $l })（命题 1），每条都比在网络中低一层。
pages-wk-short-title = 从 { $source } 出发，WK({ $w }, { $l })
pages-wk-title = WK({ $w }, { $l }) 中从 { $source } 出发的 { $algo }：全端口，每步一跳
pages-wk-your-schedule = 您的调度
pages-wk-explain-drawing = { $wk }画成嵌套的多边形：簇中有簇，链路按层级着色。广播是{ $allport }的：已获知的节点同时在它的所有链路上发送，每步一跳。节点采用运行过程的颜色：更早获知、本步获知、尚未获知。
pages-wk-explain-algorithms = 常量标签算法根据标签 (m, t)（经过的最高层级和一个角）作出决定；基于栈的广播携带经过的每个链路标签。两者都必须在直径 2^L − 1 之内恰好一次到达每个节点；面板会检查这一点，也包括随机链路延迟的情况。
pages-wk-explain-sweep = 随着{ $wk }的增长，常量标签与基于栈的广播的对比：标签的位数、最大的栈以及所有节点合计的决策工作量。
pages-wk-keys-last-digit = 将源节点移到前一个或后一个地址（其最后一位）
pages-wk-keys-digit-before = 将源节点移到前后相差 W 的地址（倒数第二位）
pages-term-msn = Manhattan Street 网络
pages-term-slot = 时隙

## MSN 房间（pages/msn.rs）

pages-msn-readout = { $node }：距源节点 { $hops ->
   *[other] { $hops } 跳
}
pages-msn-readout-slot = { $node }：距源节点 { $hops ->
   *[other] { $hops } 跳
}；{ $source } 的数据包在时隙 { $slot } 到达它
pages-msn-readout-phase = { $node }：距源节点 { $hops ->
   *[other] { $hops } 跳
}；{ $source } 的数据包在时隙 { $slot }、{ $phase } 结束时到达它
pages-msn-readout-none = 将指针悬停在节点上或轻触节点，查看其距离；单击或轻触可路由到该节点（路由视图）或将其设为源节点。
pages-msn-title = { $sides } Manhattan Street 网络：{ $view }
pages-msn-title-te = 全交换，逐时隙
pages-msn-title-mnb = 多节点广播，逐时隙
pages-msn-title-hamiltonian = 两个边不相交的哈密顿圈
pages-msn-title-areas = 每个目的节点的路径族（图 3–4）
pages-msn-title-route = 距离与最短路由
pages-msn-short-title = { $sides } MSN：{ $view }
pages-msn-short-te = 全交换
pages-msn-short-mnb = 多节点广播
pages-msn-short-hamiltonian = 哈密顿圈
pages-msn-short-areas = 路径族
pages-msn-short-route = 路由
pages-msn-swept = Manhattan Street 网络
pages-msn-table-caption = 从源节点到每个节点的跳数
pages-msn-explain-te = 全交换（{ $te }）：每个节点逐阶段向其他每个节点发送；橙色和蓝色是一个阶段的两种路由标记，每个时隙中每条链路都处于忙碌状态。
pages-msn-explain-mnb = 多节点广播（{ $mnb }）：所有节点同时广播；持有此源节点数据包的节点逐时隙填充。
pages-msn-explain-hamiltonian = 两个圈，橙色和蓝色，各自恰好经过每个节点一次，不共享任何链路；每个数据包的一半沿各自的环传输。
pages-msn-explain-areas = 每个目的节点采用最先从源节点到达它的路径族的颜色（式 (5)）：即 Varvarigos 图 3–4 中的区域 A₁ … A₄；较浅的单元格表示并列。面板把用广度优先搜索求得的式 (10) 部分和与论文印出的公式并列。
pages-msn-explain-route = 从源节点出发的距离（越深越近）；橙色是按论文式 (5) 到目的节点的最短路由，已用广度优先搜索核对。
pages-msn-explain-streets = { $msn }：单向街道，北方朝上绘制，回绕链路画成短桩。数据包以存储转发方式移动，每条链路一个{ $slot }。
pages-msn-explain-sweep = { $msn }的平均距离随 N 的变化，覆盖所有路由，论文的式 (27) 和环面的 (X+Y)/4 以虚线表示，右侧坐标轴给出由此推出的吞吐量上界。
pages-msn-keys-west-east = 将源节点向西或向东移动
pages-msn-keys-north-south = 将源节点向北或向南移动
pages-msn-keys-eight = 每次移动 8 个节点
pages-term-orderly-broadcasting-start = 有序广播
pages-term-diameter = 直径

## 有序房间（pages/orderly.rs）

pages-orderly-the-originator = 发起者
pages-orderly-informed-by = 在第 { $step } 步由 { $from } 沿其标签 { $label } 通知
pages-orderly-informed = 在第 { $step } 步由发起者通知
pages-orderly-readout-own = { $vertex }：{ $when }；作为发起者时它在 { $finish } 完成
pages-orderly-readout = { $vertex }：{ $when }
pages-orderly-readout-none-pick = 将指针悬停在顶点上或轻触顶点，查看其时间；单击或轻触可将其设为发起者。
pages-orderly-readout-none = 将指针悬停在顶点上或轻触顶点，查看其时间。
pages-orderly-fired-adaptive = 第 { $step } 步：每个已获知的顶点按其标签顺序，向下一个尚未收到其消息的邻居发送（自适应模型）。
pages-orderly-fired-label = 在第 { $at } 步获知的{ $n ->
   *[other] { $count } 个顶点
}使用标签 { $label }
pages-orderly-list-separator = ；
pages-orderly-fired-more = ；更早获知的顶点使用更高的标签
pages-orderly-fired = 第 { $step } 步：每个在第 t 步获知的顶点在其标签 { $step } − t 上发送：{ $labels }。新获知的顶点有 { $informed } 个。
pages-orderly-family-key = 每个顶点的标签依次为：{ $order }。
pages-orderly-family-key-grid = 顶点画在其地址构成的网格上，按地址顺序逐行每个占一格；链路连接的是网络中的两个邻居，而不是网格中的。每个顶点的标签依次为：{ $order }。
pages-orderly-your-ordering = 您的排序
pages-orderly-title-grid = 在 { $sides } { $net ->
    [torus] 环面
    [msn] MSN
   *[other] 网格
}上使用 { $algo } 的有序广播{ $adaptive ->
    [yes] （自适应）
   *[other] {""}
}
pages-orderly-title-named = 在 { $network } 上使用 { $algo } 的有序广播{ $adaptive ->
    [yes] （自适应）
   *[other] {""}
}
pages-orderly-short-grid = 有序，{ $sides } { $net ->
    [torus] 环面
    [msn] MSN
   *[other] 网格
}
pages-orderly-short-named = 有序，{ $network }
pages-orderly-swept = 使用 { $algo } 的有序广播
pages-orderly-table-caption = 每个顶点距发起者的到达时间，以及它作为发起者时的广播时间
pages-orderly-explain-model = { $orderly }：每个顶点把它的出边标为 1, 2, …，在时刻 t 获知的顶点在时刻 t + i 沿边 i 发送，无论邻居是否已经知道。
pages-orderly-explain-maps = 第一张地图是运行过程：每个顶点距所选发起者的到达时间，以及逐步显示哪些边通知了它、每条边在哪个标签上发送。第二张给出 { $bpiu }，即从每个发起者 u 出发的广播时间；其最大值为 { $bpig }。旁边的界：{ $diameter }和论文的下界对任何排序都成立，其引理和定理针对 Π；每个界都有一个{ $verdict }。
pages-orderly-explain-sweep = 每个单元格是一个 m × n 环面，按 { $bpig } − { $d } 着色：排序在最远顶点之外还需要多少步。圆环标出等于论文引理界的环面，叉号标出超过该界的环面：选择 §3.1 中印出的 ℓ 作为排序，即可看到在哪里超过。在三维中，颜色表示定理 4.3.1 的界所留下的余量。

## 扫描房间（pages/sweep.rs）

pages-sweep-title = { $what }的扫描（{ $range }）
pages-sweep-to = {" "}至{" "}
pages-sweep-range-key = { $key } 从 { $range }
pages-sweep-range-sides = 边长 { $sides }，{ $d } 维
pages-sweep-range-sizes = 规模 { $sizes }
pages-sweep-refused = 此扫描无法在页面中运行：{ $why }。castlab sweep 可在您自己的计算机上运行它，最多 2^{ $power } 个工作单位。
pages-sweep-computing = 正在计算每个规模…
pages-sweep-chart-label = { $title }。悬停、轻触或使用方向键查看每个点的值；下方表格列出全部数值。
pages-sweep-no-chart = 图表只绘制一个或两个范围；此扫描有更多范围，请看下方表格。
pages-sweep-readout-none = 悬停、轻触或用方向键移到某个点上查看其数值；单击它（或按 Enter）可打开该规模。
pages-sweep-open-size = 打开此规模
pages-sweep-table = 所有规模的表格（{ $rows } 行）
pages-sweep-ordering = 排序
pages-sweep-skipped = 范围内另有 { $count } 个规模不适用
pages-sweep-skipped-first = 第一个：{ $why }
pages-sweep-sizes = 共 { $sizes } 个规模，由 { $workers ->
   *[other] { $workers } 个工作线程
}计算。
pages-sweep-heading = 扫描
pages-sweep-range-label = 规模（每边 A..B，或 A..B^d）
pages-sweep-range-aria = 要扫描的规模
pages-sweep-panel-note = 每个点是一种配置；单击即可打开。表格和下载文件包含所有数值，与 castlab sweep 的输出一致。

## 扫描的图表（pages/sweep/charts.rs, charts/*）

pages-chart-k = k（边长 2ᵏ）
pages-chart-tcd-source = 源节点的 TCD（调度）
pages-chart-tcd-from = 从 { $source } 出发的 TCD（调度）
pages-chart-tcd-title = 每节点 TCD 随 k 的变化：来自每个调度，以及论文的闭式公式
pages-chart-tcd-axis = 每节点 TCD（跳数）
pages-chart-tcd-recurrence = 论文的递推式（1998 式 (3)–(7)、(12)；2000 式 (6)–(11)、(15)）
pages-chart-tcd-eye = 从眼出发的 TCD（调度）
pages-chart-tcd-eye-closed = 眼处按原文印出的闭式公式（Cang 和 Wu 1998 式 (10)，2000 式 (16)）
pages-chart-beaten-title = 有效调度优于算法 1 的源（{ $theorem } 在此不成立）
pages-chart-beaten-axis = 源（%）
pages-chart-beaten-series = 低于算法 1 的递归调度
pages-chart-beaten-heat = 有效调度优于算法 1 的源，{ $first } × { $second }
pages-chart-beaten-value = 被超越的源（%）
pages-chart-classical-title = 经典广播时间随 { $axis } 的变化
pages-chart-rounds = 轮
pages-chart-classical-b = b：castlab 从源节点出发的最佳调度
pages-chart-classical-lower = 下界：⌈log₂ N⌉ 或源节点的离心率
pages-chart-lemma-bound = 引理 3.8.1/3.8.2 的界
pages-chart-theorem-bound = 定理 4.3.1 的界
pages-chart-orderly-title = { $ordering } 的广播时间 − 直径随边长的变化
pages-chart-orderly-axis = 超出直径的步数
pages-chart-orderly-over = 广播时间 − 直径
pages-chart-bound-minus-d = { $bound } − D
pages-chart-lower-minus-d = 下界 − D
pages-chart-orderly-heat = { $ordering } 在每个环面 { $first } × { $second } 上的广播时间 − 直径
pages-chart-slack-heat = 定理 4.3.1 对 { $ordering } 的余量，环面 { $first } × { $second } × …
pages-chart-slack-value = 定理 4.3.1 的界 − 广播时间
pages-chart-mark-equals = 等于{ $bound }
pages-chart-mark-exceeds = 超过{ $bound }
pages-chart-msn-throughput = 吞吐量上界（右轴）
pages-chart-msn-title = N × N Manhattan Street 网络的平均距离，N = { $n }
pages-chart-msn-axis = 平均距离（跳数）
pages-chart-msn-mean = 平均距离（所有路由）
pages-chart-msn-torus = 环面 (X+Y)/4
pages-chart-msn-heat = X × Y Manhattan Street 网络的平均距离，{ $first } × { $second }
pages-chart-msn-value = 平均距离
pages-chart-the-source = 源节点
pages-chart-wk-fang = 从 { $source } 出发的常量标签（fang）
pages-chart-wk-stack = 基于栈的广播
pages-chart-wk-title = { $what }随 { $axis } 的变化
pages-chart-wk-general = 从 0…01（不是角）出发的常量标签：(m, t)
pages-chart-wk-bits-title = 标签位数
pages-chart-wk-bits = 位
pages-chart-wk-stack-title = 最大栈
pages-chart-wk-entries = 条目
pages-chart-wk-work-title = 决策总工作量
pages-chart-wk-operations = 操作数
pages-chart-wk-work-value = 基于栈的广播的总工作量
pages-chart-certified-title = b^o − 定理 2.2.1 的界（经 SAT 证明）
pages-chart-certified-axis = 超出界的步数
pages-chart-certified-proven = b^o 已证明
pages-chart-certified-open = 未定：介于界与此值之间
pages-chart-certified-series-proven = b^o − 界（已证明）
pages-chart-certified-series-open = 已认证排序 − 界（b^o 未定）
pages-chart-family-best = { $b }，castlab 从顶点 0 出发的最佳值
pages-chart-family-exact = { $b } 已精确知道
pages-chart-family-slowest = { $b }，{ $algo } 最慢的发起者（启发式的时间）
pages-chart-family-upper = 上界 ({ $bound })/{ $axis }
pages-chart-family-lower = 下界 { $bound }/{ $axis }（渐近）
pages-chart-family-bounds-title = { $family } 的 b/{ $axis } 与 { $authors } 的界对比
pages-chart-family-lower-log = 下界：⌈log₂ N⌉ 或发起者的离心率
pages-chart-family-classical-title = { $family } 的经典广播时间，{ $axis } = { $span }
pages-chart-family-rounds = { $b }（轮）
pages-chart-family-rounds-per = { $b }（每维轮数）
pages-chart-family-bpi = { $ordering } 的 b^Π(G)
pages-chart-family-lower-bound = 下界
pages-chart-family-thesis = { $paper } §1.2.2，结果 4：m(m + 1)/2，杂乱广播 M3 的最坏情况
pages-chart-family-orderly-title = { $family } 的有序广播时间，{ $axis } = { $span }
pages-chart-family-explain-orderly = 每个点是族的一个规模：b^Π(G)，即链接所给排序在所有发起者上的有序广播时间，旁边是它的下界——直径。在 Q_m 上，虚线曲线 m(m + 1)/2 是 Taslakian 2004 §1.2.2 列为结果 4 的最坏杂乱 M3 时间（原文印作有序时间：见 castlab 的勘误）；维度排序在每个 m 处都达到它。
pages-chart-family-explain-classical = 每个点是族的一个规模：castlab 从顶点 0 出发的最佳经典（电话模型）调度，时间恰为 b 处有标记；以及链接所给算法最慢的发起者，即启发式的时间：它可以高于已发表的上界而不违反该界，因为界针对的是最佳调度。在 BF(m) 和 UB(2, m) 上，时间除以 m，并以虚线与已发表的界对比：BF(m) 的上界 2m − 1 和下界 1.7417m，UB(2, m) 的公认上界 1.5m + 1.5 和下界 1.3171m；两个下界都只对较大的 m 成立。来源：R. Klasing、B. Monien、R. Peine 和 E. A. Stöhr，“{ $title }”，Discrete Applied Mathematics 53 (1994)。
paper-title-klasing-1994 = Broadcasting in butterfly and deBruijn networks

# The authors of the butterfly and de Bruijn bounds, as a chart's title names them.
pages-chart-klasing-authors = Klasing、Monien、Peine 和 Stöhr
