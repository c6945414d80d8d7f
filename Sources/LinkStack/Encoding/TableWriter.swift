import LinkStackCore

/// Writes a checked table as bytes (a generated file's ``LinkTable`` data, and the engine's
/// compiled `.lsc` tables, which add their own parts): unsigned numbers as LEB128,
/// signed ones zigzagged, lists with their count first, an optional as a flag byte and the
/// value. A string is its number in ``strings`` (each distinct string kept once, in order of first
/// use, which the file carries before the table), and a list of strings its number in
/// ``stringLists`` (each a list of string numbers); ``text(_:)`` writes a string in place, its
/// length first.
struct TableWriter {
    /// How a location's file is written: as it is, unless a generated file asks for paths relative to its folder.
    private let fileName: (String) -> String

    /// An empty writer; `fileName` rewrites each location's file.
    init(fileName: @escaping (String) -> String = { $0 }) {
        self.fileName = fileName
    }

    private(set) var bytes: [UInt8] = []
    /// The distinct strings ``string(_:)`` numbered, in order.
    private(set) var strings: [String] = []
    private var numbers: [String: Int] = [:]
    /// The distinct lists ``strings(_:)`` numbered, in order, as string numbers.
    private(set) var stringLists: [[Int]] = []
    private var listNumbers: [[String]: Int] = [:]

    mutating func unsigned(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func int(_ value: Int) { unsigned(UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))) }
    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// A string by its number in ``strings``.
    mutating func string(_ value: String) {
        unsigned(UInt64(number(of: value)))
    }

    private mutating func number(of value: String) -> Int {
        if let number = numbers[value] { return number }
        numbers[value] = strings.count
        strings.append(value)
        return strings.count - 1
    }

    /// A list of strings by its number in ``stringLists``.
    mutating func strings(_ values: [String]) {
        if let number = listNumbers[values] { return unsigned(UInt64(number)) }
        listNumbers[values] = stringLists.count
        unsigned(UInt64(stringLists.count))
        stringLists.append(values.map { number(of: $0) })
    }

    /// The strings and lists of strings `body` numbered, as ``TableReader/readStrings()`` reads
    /// them: what a table's bytes carry before the body that names them by number.
    mutating func strings(of body: TableWriter) {
        list(body.strings) { $0.text($1) }
        list(body.stringLists) { writer, list in writer.list(list) { $0.unsigned(UInt64($1)) } }
    }

    /// `checked` behind `mark` and the checksum of `checked` (eight bytes, least significant first).
    static func sealed(_ checked: [UInt8], mark: [UInt8]) -> [UInt8] {
        let sum = TableReader.checksum(checked[...])
        return mark + (0..<8).map { UInt8(truncatingIfNeeded: sum >> (8 * UInt64($0))) } + checked
    }

    /// What `write` writes, behind its length in bytes (a reader may skip it).
    mutating func sized(_ write: (inout TableWriter) -> Void) {
        let before = bytes
        bytes = []
        write(&self)
        let written = bytes
        bytes = before
        unsigned(UInt64(written.count))
        bytes += written
    }

    /// A string in place: its UTF-8 length, then its bytes.
    mutating func text(_ value: String) {
        unsigned(UInt64(value.utf8.count))
        bytes += value.utf8
    }


    mutating func optional<Value>(_ value: Value?, _ write: (inout TableWriter, Value) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    mutating func list<Element>(_ values: [Element], _ write: (inout TableWriter, Element) -> Void) {
        unsigned(UInt64(values.count))
        for value in values { write(&self, value) }
    }

    mutating func location(_ value: SourceLocation) {
        string(fileName(value.file))
        int(value.line)
        int(value.column)
    }

    mutating func kind(_ value: ParameterKind) {
        switch value {
        case .plain: unsigned(0)
        case .int: unsigned(1)
        case .intRange(let range):
            unsigned(2)
            int(range.lowerBound)
            int(range.upperBound)
        case .bool: unsigned(3)
        case .uuid: unsigned(4)
        case .slug: unsigned(5)
        case .url: unsigned(6)
        case .path: unsigned(7)
        case .regex(let source):
            unsigned(8)
            string(source)
        case .optionalPath: unsigned(9)
        case .rest: unsigned(10)
        }
    }

    mutating func component(_ value: PathComponent) {
        switch value {
        case .literal(let text):
            unsigned(0)
            string(text)
        case .parameter(let name, let kind):
            unsigned(1)
            string(name)
            self.kind(kind)
        case .alternatives(let words):
            unsigned(2)
            strings(words)
        }
    }

    mutating func requirement(_ value: QueryRequirement) {
        string(value.queryName)
        bool(value.isOptional)
        switch value.value {
        case .parameter(let name, let kind):
            unsigned(0)
            string(name)
            self.kind(kind)
        case .literal(let text):
            unsigned(1)
            string(text)
        }
    }

    mutating func value(_ value: ParameterValue) {
        switch value {
        case .int(let number):
            unsigned(0)
            int(number)
        case .bool(let flag):
            unsigned(1)
            bool(flag)
        case .string(let text):
            unsigned(2)
            string(text)
        case .map(let items):
            unsigned(3)
            list(items.sorted { $0.key < $1.key }) { writer, item in
                writer.string(item.key)
                writer.string(item.value)
            }
        }
    }

    mutating func template(_ value: ValueTemplate) {
        switch value {
        case .reference(let name):
            unsigned(0)
            string(name)
        case .literal(let literal):
            unsigned(1)
            self.value(literal)
        case .interpolated(let text):
            unsigned(2)
            string(text)
        }
    }

    mutating func target(_ value: RouteTarget) {
        switch value {
        case .screen(let name):
            unsigned(0)
            string(name)
        case .stack(let entries):
            unsigned(1)
            list(entries) { writer, entry in
                writer.string(entry.screen)
                writer.optional(entry.params) { writer, params in
                    writer.list(params.sorted { $0.key < $1.key }) { writer, item in
                        writer.string(item.key)
                        writer.template(item.value)
                    }
                }
                writer.location(entry.location)
            }
        case .exclude: unsigned(2)
        case .redirect(let to):
            unsigned(3)
            string(to)
        }
    }
}
