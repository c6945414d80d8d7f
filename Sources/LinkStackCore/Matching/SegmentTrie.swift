/// Routes of fixed length that the core reads segment by segment, as a trie of their segments:
/// a link walks it once, segment by segment, and finds every such route whose path it matches,
/// however many routes share its first segment (the GitHub API has hundreds under `repos`). A
/// literal segment is one edge looked up by its bytes (hashed as ``TableReader/checksum(_:)``
/// hashes, compared as PCRE2 compares them), alternatives one edge per word list, and a
/// parameter one edge per shape (the names do not matter to a path, and a range is checked
/// after). A path matches exactly as ``PathMatcher/captures(in:)`` reads a template.
struct SegmentTrie: Sendable {
    /// What a parameter segment must look like: the shape of its kind (``ParameterKind/fitsShape(_:)``).
    private enum Shape: Hashable, Sendable {
        case text, int, bool, uuid, slug

        init?(_ kind: ParameterKind) {
            switch kind {
            case .plain, .url: self = .text
            case .int, .intRange: self = .int
            case .bool: self = .bool
            case .uuid: self = .uuid
            case .slug: self = .slug
            case .path, .optionalPath, .rest, .regex: return nil
            }
        }

        /// A kind of this shape, to ask whether a segment fits.
        var kind: ParameterKind {
            switch self {
            case .text: return .plain
            case .int: return .int
            case .bool: return .bool
            case .uuid: return .uuid
            case .slug: return .slug
            }
        }
    }

    private struct Node: Sendable {
        /// The literal segment that leads here from the parent (empty for other edges).
        var literal: [UInt8] = []
        var alternatives: [(words: [[UInt8]], child: Int)] = []
        var parameters: [(shape: Shape, child: Int)] = []
        /// The routes whose last segment leads here, in match order.
        var routes: [Int] = []
    }

    /// A literal edge: the node it leaves and the hash of the segment's bytes.
    private struct LiteralKey: Hashable, Sendable {
        let node: Int
        let hash: UInt64
    }

    private var nodes = [Node()]
    /// The children reached by literal segments (one list, as two literals may share a hash).
    private var literals: [LiteralKey: [Int]] = [:]
    /// The routes of the root path `/` (no segments).
    private var rootRoutes: [Int] = []

    /// The trie of the routes at `positions` of `routes`, each of which it ``holds(_:)``.
    init(routes: [LinkRoute], positions: [Int]) {
        for position in positions {
            guard let components = routes[position].components, SegmentTrie.holds(components) else { continue }
            insert(components, position: position)
        }
    }

    /// Whether a trie can hold a route with these segments: none is read only by a regex or a
    /// catch-all.
    static func holds(_ components: [PathComponent]) -> Bool {
        components.allSatisfy { component in
            if case .parameter(_, let kind) = component { return Shape(kind) != nil }
            return true
        }
    }

    /// Adds the route at `position` with `components`, which the trie ``holds(_:)``.
    private mutating func insert(_ components: [PathComponent], position: Int) {
        guard !components.isEmpty else {
            rootRoutes.append(position)
            return
        }
        literals.reserveCapacity(literals.count + components.count)
        var node = 0
        for component in components {
            node = child(of: node, for: component)
        }
        nodes[node].routes.append(position)
    }

    /// The routes whose path `path` matches (in no particular order), appended to `result`.
    func routes(matching path: String, into result: inout [Int]) {
        LinkBytes.reading(path) { bytes in
            guard bytes.first == UInt8(ascii: "/") else { return }
            if bytes.count == 1 { result += rootRoutes }
            collect(from: 0, bytes, at: 0, into: &result)
        }
    }

    private func collect(from node: Int, _ bytes: LinkBytes, at position: Int, into result: inout [Int]) {
        guard position < bytes.count else {
            result += nodes[node].routes
            return
        }
        let slash = UInt8(ascii: "/")
        guard bytes[position] == slash else { return }
        let start = position + 1
        let end = bytes.firstIndex(of: slash, in: start..<bytes.count) ?? bytes.count
        let segment = bytes.part(start..<end)
        if let children = literals[LiteralKey(node: node, hash: TableReader.checksum(segment))] {
            for child in children where segment.elementsEqual(nodes[child].literal) {  // (a hash shared by another literal)
                collect(from: child, bytes, at: end, into: &result)
            }
        }
        for (words, child) in nodes[node].alternatives where words.contains(where: segment.elementsEqual) {
            collect(from: child, bytes, at: end, into: &result)
        }
        for (shape, child) in nodes[node].parameters where shape.kind.fitsShape(segment) == true {
            collect(from: child, bytes, at: end, into: &result)
        }
    }

    /// The child of `node` that `component` leads to, made when there is none.
    private mutating func child(of node: Int, for component: PathComponent) -> Int {
        switch component {
        case .literal(let text):
            let key = LiteralKey(node: node, hash: TableReader.checksum(text.utf8))
            let existing = literals[key]?.first { nodes[$0].literal.elementsEqual(text.utf8) }
            if let existing { return existing }
            nodes.append(Node(literal: Array(text.utf8)))
            literals[key, default: []].append(nodes.count - 1)
        case .alternatives(let words):
            let words = words.map { Array($0.utf8) }
            if let existing = nodes[node].alternatives.first(where: { $0.words == words }) { return existing.child }
            nodes.append(Node())
            nodes[node].alternatives.append((words, nodes.count - 1))
        case .parameter(_, let kind):
            guard let shape = Shape(kind) else { preconditionFailure("a trie holds no regex or catch-all") }
            if let existing = nodes[node].parameters.first(where: { $0.shape == shape }) { return existing.child }
            nodes.append(Node())
            nodes[node].parameters.append((shape, nodes.count - 1))
        }
        return nodes.count - 1
    }
}
