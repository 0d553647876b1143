import SwiftUI

struct SettingsView: View {
    var body: some View {
        List {
            Text("Notifications").padding(.vertical, 4)
        }
    }
}
