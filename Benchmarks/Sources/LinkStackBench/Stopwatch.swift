import Foundation

/// Times contenders against each other, interleaved so that noise on a shared machine falls on
/// all of them alike.
struct Stopwatch {
    /// How long one timed pass of one contender should take, in nanoseconds.
    var passNanoseconds: UInt64 = 50_000_000
    /// Rounds; each round runs every contender once, in a rotated order.
    var rounds = 7

    /// One contender's result: median nanoseconds per resolve over the rounds, and how many
    /// resolves were timed in all.
    struct Result {
        let name: String
        let nanosecondsPerOp: Double
        let ops: Int
    }

    /// Nanoseconds since an arbitrary point, from the monotonic clock.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Measures `contenders` over `count` inputs (input `i % count` for the i-th resolve).
    func measure(_ contenders: [Contender], count: Int) -> [Result] {
        let sizes = contenders.map { calibrate($0, count: count) }
        var samples = Array(repeating: [Double](), count: contenders.count)
        var sink = 0
        for round in 0..<rounds {
            for step in contenders.indices {
                let index = (step + round) % contenders.count
                let ops = sizes[index]
                let start = Stopwatch.now()
                for op in 0..<ops { sink &+= contenders[index].run(op % count) }
                samples[index].append(Double(Stopwatch.now() - start) / Double(ops))
            }
        }
        if sink == Int.min { print("") }  // keeps the answers alive
        return contenders.indices.map { index in
            let sorted = samples[index].sorted()
            return Result(name: contenders[index].name, nanosecondsPerOp: sorted[sorted.count / 2], ops: sizes[index] * rounds)
        }
    }

    /// How many resolves make one pass of about ``passNanoseconds``; also warms the contender up.
    private func calibrate(_ contender: Contender, count: Int) -> Int {
        var ops = 16
        var sink = 0
        while true {
            let start = Stopwatch.now()
            for op in 0..<ops { sink &+= contender.run(op % count) }
            let elapsed = Stopwatch.now() - start
            if elapsed >= passNanoseconds / 4 || ops >= 1 << 26 {
                if sink == Int.min { print("") }
                return max(1, Int(Double(ops) * Double(passNanoseconds) / Double(max(elapsed, 1))))
            }
            ops *= 2
        }
    }
}
