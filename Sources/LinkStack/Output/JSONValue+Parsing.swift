import Foundation

extension JSONValue {
    /// Parses JSON text.
    ///
    /// - Throws: ``JSONValue/ParseError`` saying what is wrong.
    public init(parsing text: String) throws(ParseError) {
        do {
            self = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        } catch let error as DecodingError {
            throw ParseError(message: JSONValue.describe(error))
        } catch {
            throw ParseError(message: "\(error)")
        }
    }

    /// Why text is not JSON.
    public struct ParseError: Error, Sendable, Hashable {
        /// What is wrong.
        public let message: String
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "not valid JSON" + (underlying.map { ": \($0)" } ?? (context.debugDescription.isEmpty ? "" : ": \(context.debugDescription)"))
        default:
            return "not valid JSON: \(error)"
        }
    }
}

extension JSONValue: Decodable {
    /// Decodes any JSON value; whole numbers in 64-bit range become ``JSONValue/int(_:)``.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}
