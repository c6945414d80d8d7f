@_spi(Generated) import LinkStackCore
import Testing

/// `Parameters.Reader` and `Parameters.Writer`, which a generated `Screen` reads and writes its
/// cases with: positional, a required misfit marks the reader failed, an optional one is nil,
/// and nothing ever traps.
@Suite struct ParametersReaderTests {
    @Test func aReaderGivesEachNamedParameterInOrder() {
        var reader = Parameters.Reader(["id": 42, "slug": "red-shoes", "on": true, "filters": .map(["a": "1"])],
                                       names: ["id", "slug", "on", "filters", "id"])
        #expect(reader.int() == 42)
        #expect(reader.string() == "red-shoes")
        #expect(reader.bool() == true)
        #expect(reader.map() == ["a": "1"])
        #expect(reader.string() == "42")  // an integer reads as its digits, as `Parameters.get` gives it
        #expect(!reader.failed)
    }

    @Test func aMissingOrMisfitRequiredParameterFailsTheReader() {
        var missing = Parameters.Reader(["id": 42], names: ["other"])
        #expect(missing.int() == 0)
        #expect(missing.failed)

        var misfit = Parameters.Reader(["id": "seven"], names: ["id"])
        #expect(misfit.int() == 0)
        #expect(misfit.failed)

        var unparsed = Parameters.Reader(["plan": "famly"], names: ["plan"])
        #expect(unparsed.value({ ["monthly", "yearly"].contains($0) ? $0 : nil }, or: "placeholder") == "placeholder")
        #expect(unparsed.failed)

        var parsed = Parameters.Reader(["plan": "yearly"], names: ["plan"])
        #expect(parsed.value({ ["monthly", "yearly"].contains($0) ? $0 : nil }, or: "placeholder") == "yearly")
        #expect(!parsed.failed)

        var pastTheNames = Parameters.Reader(["id": 42], names: [])
        #expect(pastTheNames.string() == "")
        #expect(pastTheNames.failed)
    }

    @Test func anOptionalParameterIsNilWhenMissingOrMisfitAndNeverFails() {
        var reader = Parameters.Reader(["page": "x", "ref": "home"], names: ["page", "ref", "sort", "on", "plan", "filters"])
        #expect(reader.optionalInt() == nil)
        #expect(reader.optionalString() == "home")
        #expect(reader.optionalString() == nil)
        #expect(reader.optionalBool() == nil)
        #expect(reader.optionalValue { Int($0) } == nil)
        #expect(reader.map() == [:])
        #expect(!reader.failed)
    }

    @Test func aWriterNamesItsValuesInOrderAndLeavesOutWhatIsMissing() {
        var writer = Parameters.Writer()
        writer.int(42)
        writer.optionalString(nil)
        writer.string("red-shoes")
        writer.bool(false)
        writer.map([:])
        writer.optionalInt(3)
        writer.optionalBool(true)
        writer.map(["a": "1"])
        let parameters = writer.parameters(names: ["id", "ref", "slug", "on", "empty", "page", "flag", "filters"])
        #expect(parameters == ["id": 42, "slug": "red-shoes", "on": false, "page": 3, "flag": true, "filters": .map(["a": "1"])])
        #expect(writer.parameters(names: ["id"]) == ["id": 42])
    }
}
