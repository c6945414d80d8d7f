import Testing
@testable import LinkStackCore

/// What the JSON writer and the state memo take a dictionary's storage to mean: copies share it
/// until one changes, and no other dictionary alive at the same time has it.
@Suite struct DictionaryStorageTests {
    @Test func copiesShareTheStorageUntilOneChanges() throws {
        let params: [String: ParameterValue] = ["id": .int(42), "tab": .string("reviews")]
        var copy = params
        #expect(params.storageAddress != nil)
        #expect(copy.storageAddress == params.storageAddress)
        copy["id"] = .int(43)
        #expect(copy.storageAddress != params.storageAddress)
        // Equal members in another dictionary: another storage (equality is not identity).
        var equal: [String: ParameterValue] = [:]  // built step by step: no literal the compiler could share
        equal["id"] = .int(42)
        equal["tab"] = .string("reviews")
        #expect(equal == params)
        #expect(equal.storageAddress != params.storageAddress)
    }

    @Test func everyEmptyDictionaryHasTheSameStorage() throws {
        // Why the writer never looks an empty one up: its address says nothing of its type.
        let params: [String: ParameterValue] = [:], stacks: [String: [Screen]] = [:]
        #expect(params.storageAddress == stacks.storageAddress)
    }
}
