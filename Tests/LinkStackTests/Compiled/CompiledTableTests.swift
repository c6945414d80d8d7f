import Foundation
import Testing
@_spi(Engine) @testable import LinkStack

/// A compiled table answers exactly as the route files it was compiled from, and a file that is
/// not one (cut short, changed, another version, forged) is an error with a code, never a crash.
@Suite struct CompiledTableTests {
    static func compiled(_ table: RouteTable) throws -> RouteTable {
        try CompiledTable.table(from: CompiledTable.bytes(of: table))
    }

    static func load(_ bytes: [UInt8]) -> Result<RouteTable, CompiledTableError> {
        Result { () throws(CompiledTableError) in try CompiledTable.table(from: bytes) }
    }

    /// What resolving `url` writes: the resolution's JSON or the error's.
    static func answer(_ url: String, _ resolver: Resolver) -> String {
        do throws(ResolutionError) {
            return try resolver.resolve(url).json.rendered()
        } catch {
            return error.json.rendered()
        }
    }

    @Test func everyTableAnswersAsItsRouteFiles() throws {
        var links = 0
        for (path, table) in ExportOracle.tables() {
            let loaded = try Self.compiled(table)
            #expect(loaded.routes.map(\.name) == table.routes.map(\.name), "\(path)")
            #expect(loaded.routes.map(\.spec) == table.routes.map(\.spec), "\(path)")
            #expect(loaded.screens == table.screens && loaded.flows == table.flows, "\(path)")
            #expect(loaded.warnings == table.warnings && loaded.linkLimits == table.linkLimits && loaded.linkOptions == table.linkOptions)
            #expect(loaded.linkTable.routes == table.linkTable.routes, "\(path)")
            let (original, copy) = (Resolver(table: table), Resolver(table: loaded))
            for route in table.routes {
                for scheme in table.schemes {
                    for host in table.linkOptions.carriesHost(scheme) ? table.hosts.map(Optional.some) : [nil] {
                        for link in ExportOracle.samples(route, in: table, scheme: scheme, host: host).prefix(3) {
                            for url in [link] + ExportOracle.nearMisses(of: link) {
                                links += 1
                                #expect(Self.answer(url, copy) == Self.answer(url, original), "\(path): \(url)")
                                let reference = { (table: RouteTable) in (try? table.referenceMatch(table.link(url)))?.route.name }
                                #expect(reference(loaded) == reference(table), "\(path): \(url)")
                            }
                        }
                    }
                }
            }
        }
        #expect(links > 1_000)
    }

    @Test func theGitHubTableAnswersAsItsRouteFile() throws {
        let table = try RouteTable(contentsOf: TestPaths.fixtures + "/batch-golden/github-routes.yaml")
        let (original, copy) = (Resolver(table: table), Resolver(table: try Self.compiled(table)))
        for row in try GitHubCorpus.urls(count: 1, seed: 5, misses: 0.1) {
            #expect(Self.answer("app:/" + row.path, copy) == Self.answer("app:/" + row.path, original))
        }
    }

    @Test func theDispatchPatternsAreReadFromTheFile() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes)
        let loaded = try Self.compiled(table)
        let chunks = loaded.dispatcher.units.compactMap { unit -> RouteDispatcher.Chunk? in
            if case .chunk(let chunk) = unit { return chunk } else { return nil }
        }
        #expect(!chunks.isEmpty && chunks.allSatisfy { $0.compiledLengths == 0 })  // read, not compiled
        let stored = table.dispatcher.storedPieces
        #expect(loaded.dispatcher.storedPieces == stored)
        // A piece naming a route the table lacks, or with groups that do not fit its route's
        // parameters: read at first use, it is refused, and the chunk builds its patterns instead.
        let tooMany = Array(repeating: 1, count: table.routes[0].pathParameters.count + 1)
        for bad in [RouteDispatcher.StoredPiece.single(table.routes.count), .pattern(source: "^", bytes: false, groups: [0: tooMany])] {
            let first = RouteDispatcher.StoredPieces(callouts: stored[0].callouts.map { _ in [bad] })
            let readers = ([first] + stored.dropFirst()).map(RouteDispatcher.StoredChunk.init)
            let forged = RouteTable(screens: table.screens, flows: table.flows, routes: table.routes, linkLimits: table.linkLimits,
                                    linkOptions: table.linkOptions, warnings: table.warnings, dispatchPieces: readers)
            #expect(try Self.compiled(forged).dispatcher.storedPieces == stored, "\(bad)")
        }
    }

    @Test func aFileCutShortOrChangedIsRefusedByItsChecksum() throws {
        let bytes = CompiledTable.bytes(of: try RouteTable(contentsOf: TestPaths.routes))
        for length in stride(from: 0, to: bytes.count, by: 7) {
            guard case .failure = Self.load(Array(bytes.prefix(length))) else { Issue.record("cut at \(length) loaded"); continue }
        }
        for offset in stride(from: CompiledTable.mark.count + 8, to: bytes.count, by: 5) {
            var changed = bytes
            changed[offset] ^= 0x20
            #expect(Self.load(changed).failureCode == .checksum || offset == CompiledTable.mark.count + 8, "byte \(offset)")
        }
    }

    @Test func theMarkVersionAndBuildAreCheckedFirst() throws {
        let bytes = CompiledTable.bytes(of: try RouteTable(contentsOf: TestPaths.routes))
        #expect(Self.load(Array("schemes: [x]\n".utf8)).failureCode == .notCompiledTable)
        var format = bytes
        format[CompiledTable.mark.count + 8] = 9
        #expect(Self.load(format).failureCode == .formatVersion(found: 9, expected: CompiledTable.formatVersion))
        // A file from another LinkStack, with a checksum that matches it.
        var writer = TableWriter()
        writer.unsigned(UInt64(CompiledTable.formatVersion))
        writer.text("0.1.0")
        writer.text(PCRE2Pattern.libraryVersion)
        #expect(Self.load(CompiledTable.sealed(writer.bytes)).failureCode == .builtWith(linkStack: "0.1.0", pcre2: PCRE2Pattern.libraryVersion))
    }

    /// A re-sealed file whose limits are looser than the defaults (ReDoS back on, a negative link
    /// limit) is refused: a table can only tighten them (issue 61).
    @Test func limitsLooserThanTheDefaultsAreRefused() throws {
        let table = try RouteTable(yaml: "schemes: [app]\nscreens: { Item: {} }\nroutes:\n  - { name: x, pattern: '/x/{v:(a+)+$}', screen: Item }")
        #expect(Self.load(CompiledTable.bytes(of: table)).failureCode == nil)
        for loosened in [PCRE2Limits(matchLimit: 50_000_000), PCRE2Limits(depthLimit: 1_000_000), PCRE2Limits(jitStackSize: 1 << 30),
                         PCRE2Limits(linkBudget: .max), PCRE2Limits(jitStackSize: -1), PCRE2Limits(matchLimit: 0)] {
            var tampered = table
            tampered.limits = loosened
            let failure = Self.load(CompiledTable.bytes(of: tampered)).failureCode
            guard case .malformed(let what)? = failure else {
                Issue.record("\(loosened) was read: \(String(describing: failure))")
                continue
            }
            #expect(what.contains("a table can only tighten the defaults"), "\(what)")
        }
        var tighter = table
        tighter.limits = PCRE2Limits(matchLimit: 1_000, linkBudget: 10_000)
        #expect(try Self.compiled(tighter).limits == tighter.limits)
        for limits in [DeepLink.Limits(maxSegments: -1), DeepLink.Limits(maxLength: 1 << 20), DeepLink.Limits(maxQueryItems: 0)] {
            let loosened = RouteTable(screens: table.screens, flows: table.flows, routes: table.routes, linkLimits: limits,
                                      linkOptions: table.linkOptions, warnings: [])
            guard case .malformed(let what)? = Self.load(CompiledTable.bytes(of: loosened)).failureCode else {
                Issue.record("\(limits) was read")
                continue
            }
            #expect(what.contains("a link limit is"), "\(what)")
        }
    }

    @Test func aFileOnDiskNamesItselfInItsError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lsc-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = CompiledTable.bytes(of: try RouteTable(contentsOf: TestPaths.routes))
        let good = folder + "/shop.lsc", cut = folder + "/cut.lsc"
        try Data(bytes).write(to: URL(fileURLWithPath: good))
        try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: cut))
        #expect(try CompiledTable.table(atPath: good).routes.count == (try RouteTable(contentsOf: TestPaths.routes)).routes.count)
        let problems = { (path: String) -> [RouteFileProblem] in
            do throws(RouteFileError) {
                _ = try CompiledTable.table(atPath: path)
                return []
            } catch {
                return error.problems
            }
        }
        #expect(problems(cut).map(\.location.file) == [cut])
        #expect(problems(cut).first?.message.hasPrefix("compiled_table: the compiled table's checksum does not match") == true)
        #expect(problems(folder + "/missing.lsc").first?.message == "cannot read the compiled table")
    }

    /// Screens and flows are read by name: a file naming one twice (no table is written so) is
    /// refused, saying which, rather than one of the two silently kept.
    @Test func aScreenOrFlowListedTwiceIsRefused() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes)
        let home = try #require(table.graph.screens["Home"])
        var screens = table.graph.screens
        screens["Home copy"] = home  // a second entry whose definition is named Home too
        let doubled = RouteTable(screens: screens, flows: table.graph.flows, routes: table.routes, linkLimits: table.linkLimits,
                                 linkOptions: table.linkOptions)
        guard case .malformed(let message)? = Self.load(CompiledTable.bytes(of: doubled)).failureCode else {
            Issue.record("a screen listed twice loaded")
            return
        }
        #expect(message.hasPrefix("'Home' is listed twice at byte "))
        let flow = try #require(table.graph.flows.values.first)
        var flows = table.graph.flows
        flows[flow.name + " copy"] = flow
        let doubledFlow = RouteTable(screens: table.graph.screens, flows: flows, routes: table.routes, linkLimits: table.linkLimits,
                                     linkOptions: table.linkOptions)
        guard case .malformed(let flowMessage)? = Self.load(CompiledTable.bytes(of: doubledFlow)).failureCode else {
            Issue.record("a flow listed twice loaded")
            return
        }
        #expect(flowMessage.hasPrefix("'\(flow.name)' is listed twice at byte "))
        #expect(Self.load(CompiledTable.bytes(of: table)).failureCode == nil)  // the table itself loads
    }

    /// A crafted 16 MiB file whose counts each stand for millions of one-byte elements is refused
    /// before it costs more than a few times its size (issue 61): the elements a count makes are
    /// charged to a budget proportional to the file (``TableReader/memoryPerByte``).
    @Test func aFileOfMillionsOfTinyElementsIsRefusedByItsSize() throws {
        let elements = 16 << 20
        var header = TableWriter()
        header.unsigned(UInt64(CompiledTable.formatVersion))
        header.text(LinkStackVersion.current)
        header.text(PCRE2Pattern.libraryVersion)
        header.bool(false)  // no sources
        // Strings: sixteen million empty ones (a byte each, sixteen bytes each in memory).
        var strings = header
        strings.unsigned(UInt64(elements))
        let crafted = CompiledTable.sealed(strings.bytes + [UInt8](repeating: 0, count: elements))
        guard case .malformed(let what)? = Self.load(crafted).failureCode else {
            Issue.record("the crafted file was not refused as malformed")
            return
        }
        #expect(what.contains("more elements than its size allows"), "\(what)")
        // The shipped tables and the GitHub table read well within the budget.
        let github = try RouteTable(contentsOf: TestPaths.fixtures + "/batch-golden/github-routes.yaml")
        for table in [try RouteTable(contentsOf: TestPaths.routes), github] {
            #expect(Self.load(CompiledTable.bytes(of: table)).failureCode == nil)
        }
    }

    /// Random bodies behind a correct header and checksum (a forged file): an error, never a crash or a hang.
    @Test func forgedBodiesAreErrorsNotCrashes() throws {
        var generator = SplitMix64(state: 19)  // the same 300 forgeries every run
        let real = CompiledTable.bytes(of: try RouteTable(contentsOf: TestPaths.routes))
        var prefix = TableWriter()
        prefix.unsigned(UInt64(CompiledTable.formatVersion))
        prefix.text(LinkStackVersion.current)
        prefix.text(PCRE2Pattern.libraryVersion)
        let tableStart = CompiledTable.mark.count + 8 + prefix.bytes.count
        #expect(Self.load(CompiledTable.sealed(prefix.bytes + real[tableStart...])).failureCode == nil)  // the real body, resealed, loads
        for round in 0..<300 {
            var body = Array(real[tableStart...])
            for _ in 0..<(1 + round % 8) where !body.isEmpty {
                body[Int.random(in: 0..<body.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            if round % 3 == 0 { body = body.prefix(Int.random(in: 0...body.count, using: &generator)).map { $0 } }
            if case .success = Self.load(CompiledTable.sealed(prefix.bytes + body)) { continue }  // a change the format absorbs
        }
    }
}

extension Result where Failure == CompiledTableError {
    var failureCode: CompiledTableError? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
