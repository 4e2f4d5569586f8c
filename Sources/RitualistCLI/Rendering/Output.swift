import Foundation
import IntentKit

/// Where commands write: stdout for results, stderr for errors, flushed line by line.
enum Output {
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static func json(_ value: JSONValue) {
        line(value.serialized(pretty: true))
    }
}
