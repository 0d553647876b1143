import SwiftUI

struct SettingsView: View {
    var body: some View {
        List {
            Text("Notifications")
                .foregroundStyle(Color.dsTextPrimary)
                .padding(DSSpacingFixed.md)
                .listRowBackground(Color.dsSurfaceRaised)  // dsys-lint:ignore colour-literal
        }
    }
}
