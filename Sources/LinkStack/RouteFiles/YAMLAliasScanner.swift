// Unsafe: libyaml's parser events (through Yams' CYaml) name anchors by C pointers.
// libyaml, the C parser Yams is built on: its event stream is the one place an anchor or alias
// can be seen before Yams' composer expands it (an aliased node is a full copy in `Node`).
internal import CYaml

/// Finds YAML anchors (`&name`) and aliases (`*name`) in a route file's text, reading libyaml's
/// event stream once, with flat memory, and composing nothing.
///
/// Route files refuse both: an alias repeats a whole subtree wherever it is used, so a small file
/// can stand for gigabytes (a "billion laughs" file). Refusing them before Yams composes the
/// document keeps loading linear in the file's size.
enum YAMLAliasScanner {
    /// One problem per anchor and per alias in `text`, in document order; empty when there are
    /// none or when the text is not YAML (the composer then reports why).
    static func problems(in text: String, file: String) -> [RouteFileProblem] {
        var text = text
        return text.withUTF8 { bytes in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return [] }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            var problems: [RouteFileProblem] = []
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                let at = SourceLocation(file: file, line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return problems
                case YAML_ALIAS_EVENT:
                    let name = Self.name(event.data.alias.anchor)
                    problems.append(RouteFileProblem(
                        "YAML aliases are not allowed ('*\(name)'); write the value out where it is used", at: at))
                case YAML_SCALAR_EVENT:
                    problems += anchorProblem(event.data.scalar.anchor, at: at)
                case YAML_SEQUENCE_START_EVENT:
                    problems += anchorProblem(event.data.sequence_start.anchor, at: at)
                case YAML_MAPPING_START_EVENT:
                    problems += anchorProblem(event.data.mapping_start.anchor, at: at)
                default:
                    break
                }
            }
            return problems
        }
    }

    private static func anchorProblem(_ anchor: UnsafeMutablePointer<yaml_char_t>?, at location: SourceLocation) -> [RouteFileProblem] {
        guard anchor != nil else { return [] }
        return [RouteFileProblem("YAML anchors are not allowed ('&\(name(anchor))'); route files are read without aliases",
                                 at: location)]
    }

    private static func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String {
        guard let anchor else { return "" }
        return String(cString: UnsafeRawPointer(anchor).assumingMemoryBound(to: CChar.self))
    }
}
