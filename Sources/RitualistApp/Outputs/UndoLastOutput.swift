import IntentKit
import RitualistCore

/// What UndoLast returns: the entries of the change it reversed, and the `undo` entry it recorded.
package struct UndoLastOutput: ActionOutput {
    package let receipt: UndoReceipt
    let words: ChangeWords
    let zone: WallZone

    package var json: JSONValue {
        .object([
            ("reversed", .array(receipt.reversed.map { $0.json(words: words, zone: zone) })),
            ("undo", receipt.undo.json(words: words, zone: zone)),
            ("text", .string(text)),
        ])
    }

    /// `Reversed: completed Read for 2026-11-24`.
    package var text: String {
        "Reversed: " + words.text(reversing: receipt.reversed)
    }
}

extension UndoLastOutput {
    /// What `json` holds.
    package static var resultShape: ResultShape {
        .object(["reversed": .list(ChangeEntry.resultShape), "undo": ChangeEntry.resultShape, "text": .text])
    }
}
