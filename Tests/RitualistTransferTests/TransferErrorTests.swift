import Primitives
import RitualistTransfer
import Testing

struct TransferErrorTests {
    @Test(arguments: [
        (TransferError(file: "log", line: 3, "the line has no date"), "log:3: the line has no date"),
        (TransferError(file: "backup.db", "is not a Loop backup"), "backup.db: is not a Loop backup"),
    ])
    func theDescriptionNamesTheFileAndTheLineWhenThereIsOne(error: TransferError, text: String) {
        #expect(error.description == text)
    }
}
