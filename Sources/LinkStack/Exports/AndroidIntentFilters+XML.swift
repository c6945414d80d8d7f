extension AndroidIntentFilters {
    /// The filters as one XML document: an `<activity>` named `activity` (exported, as a link
    /// handler must be) wrapping them, each with the VIEW action, the DEFAULT and BROWSABLE
    /// categories, and a comment naming its routes. `header` goes in a comment at the top.
    package func xml(activity: String, header: String = "") -> String {
        var lines = [#"<?xml version="1.0" encoding="utf-8"?>"#]
        if !header.isEmpty { lines.append("<!-- \(AndroidIntentFilters.comment(header)) -->") }
        lines.append(#"<activity xmlns:android="http://schemas.android.com/apk/res/android""#)
        lines.append(#"    android:name="\#(AndroidIntentFilters.escaped(activity))""#)
        lines.append(#"    android:exported="true">"#)
        for filter in filters {
            lines.append("    <!-- \(AndroidIntentFilters.comment(filter.routes.joined(separator: ", "))) -->")
            lines.append(filter.autoVerify ? #"    <intent-filter android:autoVerify="true">"# : "    <intent-filter>")
            lines.append(#"        <action android:name="android.intent.action.VIEW" />"#)
            lines.append(#"        <category android:name="android.intent.category.DEFAULT" />"#)
            lines.append(#"        <category android:name="android.intent.category.BROWSABLE" />"#)
            for scheme in filter.schemes { lines.append(data("scheme", scheme)) }
            for host in filter.hosts { lines.append(data("host", host)) }
            for path in filter.paths { lines.append(data(path.attribute, path.value)) }
            lines.append("    </intent-filter>")
        }
        lines.append("</activity>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func data(_ attribute: String, _ value: String) -> String {
        #"        <data android:\#(attribute)="\#(AndroidIntentFilters.escaped(value))" />"#
    }

    /// `text` for an XML attribute value.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }

    /// `text` for an XML comment, which may not hold `--`.
    private static func comment(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "-", result.last == "-" { result.append(" ") }
            result.append(character)
        }
        return result
    }
}
