# castlab 所依据的五篇论文（core/src/papers.rs）及“关于 castlab”面板
# （web/src/components/explain.rs）。论文标题（paper-title-…）保持原文。

papers-citation = { $authors }，“{ $title }”，{ $venue }。

papers-000-authors = S. Cang 和 J. Wu
paper-title-000 = Minimizing Total Communication Distance of a Time-Step Optimal Broadcast in Mesh Networks
paper-title-000-proceedings = Proceedings of the First Merged IPPS/SPDP
papers-000-venue = { paper-title-000-proceedings }，1998 年 4 月，第 10–17 页
papers-000-short = Cang 和 Wu 1998
papers-000-topic = 二维网格中时间步最优广播的 TCD：眼，算法 1

papers-001-authors = J.-F. Fang、W.-Y. Liang、H.-R. Chen 和 K.-L. Ng
paper-title-001 = Novel Broadcasting Algorithm of the Complete Recursive Network
papers-001-venue = 2005 年 11 月 20 日收稿
papers-001-short = Fang、Liang、Chen 和 Ng
papers-001-topic = 用固定大小的标签在完全 WK 递归网络中广播

papers-002-authors = S. Cang 和 J. Wu
paper-title-002 = Time-Step Optimal Broadcasting in 3-D Meshes with Minimum Total Communication Distance
paper-title-002-journal = Journal of Parallel and Distributed Computing
papers-002-venue = { paper-title-002-journal } 60，2000
papers-002-short = Cang 和 Wu 2000
papers-002-topic = 三维网格中的同一问题：算法 2 和 3，九个区域
papers-002-unconfirmed = 002 的文本缺少标题页，其他四篇论文也都没有引用它：其标题、期刊、卷号和年份取自 castlab 的任务说明。

papers-003-authors = P. Taslakian
paper-title-003 = Orderly Broadcasting in Multidimensional Tori
papers-003-venue = 计算机科学硕士（M.Comp.Sc.）论文，Concordia University，蒙特利尔，2004 年 5 月，ISBN 0-612-91122-5
papers-003-short = Taslakian 2004
papers-003-topic = 二维和 d 维环面中的有序广播：排序 Π 及其界

papers-004-authors = E. A. Varvarigos
paper-title-004 = Optimal communication algorithms for Manhattan Street networks
papers-004-venue = Elsevier Science B.V.，1998（1995 年 4 月 20 日收稿，1996 年 3 月 29 日录用）
papers-004-short = Varvarigos 1998
papers-004-topic = Manhattan Street 网络：路由、全交换、多节点广播、哈密顿圈

## “关于 castlab”面板

papers-about-summary = 关于 castlab：论文、术语、许可证
papers-heading = 论文
papers-intro = castlab 复现并检验以下论文的结果：
papers-licence = castlab 是自由软件，可任选 MIT 或 Apache-2.0 许可证（见本页旁的 LICENSE-MIT 和 LICENSE-APACHE）。

# The reference words of a claim's citation on the page ("000 Theorem 2",
# "000 Corollary 1, Eq. (10)"); $n is the number as printed: 2, (10), (3)-(7).
papers-ref-theorem = 定理 { $n }
papers-ref-corollary = 推论 { $n }
papers-ref-lemma = 引理 { $n }
papers-ref-eq = 式 { $n }
papers-ref-eqs = 式 { $n }
papers-ref-chapter = 第 { $n } 章
# "003 Chapter 5, from [16]": the thesis's chapter after its reference [16].
papers-ref-from = 引自 { $n }
# Ends "000 Eq. (12) / 002 Eq. (15), from an eye"; the leading comma is written {","}.
papers-ref-from-an-eye = ，从眼出发
# A lower bound's source when it is the diameter of the network.
papers-ref-diameter = 直径
# A lower bound castlab proved itself, before "(docs/certified.md)".
papers-ref-certificate = castlab 的证书
