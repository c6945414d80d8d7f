/// Reads what ``TableWriter`` wrote, every read checked: a count larger than the bytes
/// left, a number too large, text that is not UTF-8 or an unknown tag is
/// ``TableDataError``, never a crash.
package struct TableReader {
    private let bytes: [UInt8]
    package private(set) var offset: Int
    /// The file's strings and lists of strings, read by ``readStrings()``; ``string()`` and
    /// ``strings()`` read a number into them.
    private var stringTable: [String] = []
    private var listTable: [[String]] = []
    /// Each list's set, made at its first use: routes that list the same schemes or hosts share it.
    private var setTable: [Int: Set<String>] = [:]

    /// The bytes of list elements the reading may still make: ``memoryPerByte`` for each byte
    /// of data (and 1 MiB), so memory while reading stays proportional to the data's size. A
    /// count is only ever as large as the bytes left, but one byte can stand for an element of a
    /// hundred bytes or more: without it, a crafted 16 MiB table cost 2 GB before it was refused.
    private var elementBudget: Int
    /// What ``elementBudget`` allows for each byte (the shipped tables use less than a third).
    package static let memoryPerByte = 8

    package init(_ bytes: [UInt8], from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
        elementBudget = bytes.count * TableReader.memoryPerByte + (1 << 20)
    }

    /// Whether `bytes` start with `mark` and the eight bytes after it that hold a checksum.
    package static func hasMark(_ bytes: [UInt8], _ mark: [UInt8]) -> Bool {
        bytes.count >= mark.count + 8 && mark.elementsEqual(bytes.prefix(mark.count))
    }

    /// Whether the checksum ``TableWriter/sealed(_:mark:)`` stored behind `mark` is that of the
    /// bytes after it (`bytes` must have the mark: ``hasMark(_:_:)``).
    package static func isSealed(_ bytes: [UInt8], mark: [UInt8]) -> Bool {
        var stored: UInt64 = 0
        for index in 0..<8 { stored |= UInt64(bytes[mark.count + index]) << (8 * UInt64(index)) }
        return stored == TableReader.checksum(bytes[(mark.count + 8)...])
    }

    /// Whether every byte has been read.
    package var isAtEnd: Bool { offset == bytes.count }

    package func failure(_ what: String) -> TableDataError { .malformed("\(what) at byte \(offset)") }

    package mutating func byte() throws(TableDataError) -> UInt8 {
        guard offset < bytes.count else { throw failure("the file ends early") }
        defer { offset += 1 }
        return bytes[offset]
    }

    package mutating func unsigned() throws(TableDataError) -> UInt64 {
        // Most numbers (string and list numbers, counts, flags' neighbours) fit one byte.
        if offset < bytes.count, bytes[offset] < 0x80 {
            offset += 1
            return UInt64(bytes[offset - 1])
        }
        var value: UInt64 = 0, shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64, shift < 63 || next & 0x7F <= 1 else { throw failure("a number is too large") }
            value |= UInt64(next & 0x7F) << shift
            if next & 0x80 == 0 { return value }
            shift += 7
        }
    }

    package mutating func int() throws(TableDataError) -> Int {
        let raw = try unsigned()
        return Int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// A count of items that each take at least one byte: never more than the bytes left.
    package mutating func count() throws(TableDataError) -> Int {
        let value = try unsigned()
        guard value <= UInt64(bytes.count - offset) else { throw failure("a count is larger than the file") }
        return Int(value)
    }

    /// A count of elements of type `Element` about to be made, charged to ``elementBudget``.
    package mutating func elements<Element>(of type: Element.Type) throws(TableDataError) -> Int {
        let count = try count()
        elementBudget -= count * MemoryLayout<Element>.stride
        guard elementBudget >= 0 else { throw failure("the data holds more elements than its size allows") }
        return count
    }

    package mutating func bool() throws(TableDataError) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw failure("a flag is neither 0 nor 1")
        }
    }

    /// The bytes ``TableWriter/sized(_:)`` wrote, copied, with what reads their strings
    /// and lists later.
    package mutating func sized() throws(TableDataError) -> (bytes: [UInt8], strings: Strings) {
        let length = try count()
        defer { offset += length }
        return (Array(bytes[offset..<offset + length]), Strings(strings: stringTable, lists: listTable))
    }

    /// A file's strings and lists of strings, kept to read a part of it later.
    package struct Strings: Sendable {
        fileprivate let strings: [String]
        fileprivate let lists: [[String]]

        /// A reader of `bytes` (a part of the same file) that reads these strings and lists.
        package func reader(of bytes: [UInt8]) -> TableReader {
            var reader = TableReader(bytes)
            reader.stringTable = strings
            reader.listTable = lists
            return reader
        }
    }

    /// A string by its number among the file's strings.
    package mutating func string() throws(TableDataError) -> String {
        let number = try unsigned()
        guard number < UInt64(stringTable.count) else { throw failure("a string number is past the file's \(stringTable.count) strings") }
        return stringTable[Int(number)]
    }

    /// Reads the file's strings and lists of strings, which ``string()`` and ``strings()`` then
    /// read by number.
    package mutating func readStrings() throws(TableDataError) {
        stringTable = try list { reader throws(TableDataError) in try reader.text() }
        listTable = try list { reader throws(TableDataError) in
            try reader.list { reader throws(TableDataError) in try reader.string() }
        }
    }

    /// A string in place: its UTF-8 length, then its bytes.
    package mutating func text() throws(TableDataError) -> String {
        let length = try count()
        let text = bytes[offset..<offset + length]
        // ASCII (names, templates) needs no UTF-8 validation (`String(validating:)` of a slice is
        // generic, unspecialized: it cost a GitHub cold start 2.1 M); anything else is validated.
        guard let string = text.reduce(0, |) < 0x80 ? String(decoding: text, as: UTF8.self) : String(validating: text, as: UTF8.self) else { throw failure("text is not UTF-8") }
        offset += length
        return string
    }

    /// A list of strings by its number among the file's lists (one array shared by every use).
    package mutating func strings() throws(TableDataError) -> [String] {
        try numberedStrings().list
    }

    /// A list of strings and its elements as a set, made once per list.
    package mutating func stringSet() throws(TableDataError) -> (list: [String], set: Set<String>) {
        let (list, number) = try numberedStrings()
        if let set = setTable[number] { return (list, set) }
        let set = Set(list)
        setTable[number] = set
        return (list, set)
    }

    /// A list of strings and its number among the file's lists.
    private mutating func numberedStrings() throws(TableDataError) -> (list: [String], number: Int) {
        let number = try unsigned()
        guard number < UInt64(listTable.count) else { throw failure("a list number is past the file's \(listTable.count) lists") }
        return (listTable[Int(number)], Int(number))
    }

    package mutating func optional<Value>(_ read: (inout TableReader) throws(TableDataError) -> Value) throws(TableDataError) -> Value? {
        try bool() ? try read(&self) : nil
    }

    package mutating func list<Element>(_ read: (inout TableReader) throws(TableDataError) -> Element) throws(TableDataError) -> [Element] {
        let count = try elements(of: Element.self)
        guard count > 0 else { return [] }  // most lists are empty: no buffer to reserve
        var values: [Element] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try read(&self)) }
        return values
    }

    package mutating func location() throws(TableDataError) -> SourceLocation {
        SourceLocation(file: try string(), line: try int(), column: try int())
    }

    package mutating func kind() throws(TableDataError) -> ParameterKind {
        switch try unsigned() {
        case 0: return .plain
        case 1: return .int
        case 2:
            let low = try int(), high = try int()
            guard low <= high else { throw failure("an integer range is empty") }
            return .intRange(low...high)
        case 3: return .bool
        case 4: return .uuid
        case 5: return .slug
        case 6: return .url
        case 7: return .path
        case 8: return .regex(try string())
        case 9: return .optionalPath
        case 10: return .rest
        default: throw failure("unknown parameter kind")
        }
    }

    package mutating func component() throws(TableDataError) -> PathComponent {
        switch try unsigned() {
        case 0: return .literal(try string())
        case 1: return .parameter(name: try string(), kind: try kind())
        case 2: return .alternatives(try strings())
        default: throw failure("unknown path component")
        }
    }

    package mutating func requirement() throws(TableDataError) -> QueryRequirement {
        let name = try string(), isOptional = try bool()
        switch try unsigned() {
        case 0: return QueryRequirement(queryName: name, value: .parameter(name: try string(), kind: try kind()), isOptional: isOptional)
        case 1: return QueryRequirement(queryName: name, value: .literal(try string()), isOptional: isOptional)
        default: throw failure("unknown query requirement")
        }
    }

    package mutating func value() throws(TableDataError) -> ParameterValue {
        switch try unsigned() {
        case 0: return .int(try int())
        case 1: return .bool(try bool())
        case 2: return .string(try string())
        case 3:
            let items = try list { reader throws(TableDataError) in (try reader.string(), try reader.string()) }
            return .map(Dictionary(items, uniquingKeysWith: { first, _ in first }))
        default: throw failure("unknown parameter value")
        }
    }

    package mutating func template() throws(TableDataError) -> ValueTemplate {
        switch try unsigned() {
        case 0: return .reference(try string())
        case 1: return .literal(try value())
        case 2: return .interpolated(try string())
        default: throw failure("unknown value template")
        }
    }

    package mutating func target() throws(TableDataError) -> RouteTarget {
        switch try unsigned() {
        case 0: return .screen(try string())
        case 1:
            return .stack(try list { reader throws(TableDataError) in
                let screen = try reader.string()
                let params = try reader.optional { reader throws(TableDataError) in
                    let items = try reader.list { reader throws(TableDataError) in (try reader.string(), try reader.template()) }
                    return Dictionary(items, uniquingKeysWith: { first, _ in first })
                }
                return StackEntry(screen: screen, params: params, location: try reader.location())
            })
        case 2: return .exclude
        case 3: return .redirect(try string())
        default: throw failure("unknown route target")
        }
    }
}

extension TableReader {
    /// FNV-1a, 64 bits: the checksum a table's data carries, and the hash of a trie's literal segments.
    package static func checksum<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64 {
        fnv1a(bytes)
    }

    /// FNV-1a, 64 bits, of an array's bytes: the generic one specialized here, since a generic
    /// walk from another module costs tens of instructions a byte (a compiled table's route
    /// files are checked on every load).
    package static func checksum(_ bytes: [UInt8]) -> UInt64 {
        fnv1a(bytes)
    }

    private static func fnv1a<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

}
