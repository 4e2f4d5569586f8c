import Foundation
import RitualistCore
import Testing

@Suite struct UUIDTextTests {
    @Test func theTextIsFoundationsStringInLowercase() {
        for _ in 0..<100 {
            let id = UUID()
            #expect(id.text == id.uuidString.lowercased())
            #expect(UUID(text: id.text) == id)
            #expect(UUID(text: id.uuidString) == id)
        }
    }

    @Test(arguments: [
        "", "6bd08a6a-f54e-42fc-a2b9-7d06423a838", "6bd08a6a-f54e-42fc-a2b9-7d06423a83866",
        "6bd08a6af54e-42fc-a2b9-7d06423a83866", "6bd08a6a-f54e-42fc-a2b9-7d06423a838g",
        " 6bd08a6a-f54e-42fc-a2b9-7d06423a8386", "6bd08a6a-f54e-42fc-a2b9_7d06423a8386", "Meditate",
        "6bd08a6a-f54e-42fc-a2b9-7d06423a838é",
    ])
    func textThatIsNotAnIDIsRefusedAsFoundationRefusesIt(text: String) {
        #expect(UUID(text: text) == nil)
        #expect(UUID(uuidString: text) == nil)
    }
}
